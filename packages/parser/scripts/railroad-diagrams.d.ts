// Types for railroad-diagrams 1.0.0 (CommonJS, untyped): the constructors take arrays, not rest arguments.
declare module "railroad-diagrams" {
  interface Item {
    toString(): string
  }
  interface RailroadDiagrams {
    Diagram: new (items: ReadonlyArray<Item>) => Item
    Sequence: new (items: ReadonlyArray<Item>) => Item
    Choice: new (normal: number, items: ReadonlyArray<Item>) => Item
    Optional: new (item: Item, skip?: "skip") => Item
    OneOrMore: new (item: Item, repeat?: Item) => Item
    ZeroOrMore: new (item: Item, repeat?: Item, skip?: "skip") => Item
    Terminal: new (text: string) => Item
    NonTerminal: new (text: string) => Item
    Comment: new (text: string) => Item
    Skip: new () => Item
  }
  const rr: RailroadDiagrams
  export default rr
}
