/**
 * The grammar: one statement per line (language reference §1). The parser is a chevrotain `CstParser` with the rules as
 * typed properties and a single instance (chevrotain's TypeScript JSON example). `Parse.ts` feeds it one line at a
 * time, so that an error on one line never hides an error on another: a file reports all its syntax errors at once.
 * Error recovery is on as well (single-token insertion/deletion and re-sync within a line); `Parse.ts` reports the
 * first error of a line, since the others are mostly its echoes, and never builds a tree from a recovered line.
 *
 * The rules are a view of language reference §2–§9; `pnpm gen` prints them as EBNF and railroad diagrams in `grammar/`.
 */
import { CstParser, EOF, type IOrAlt, type TokenType } from "chevrotain"
import { lookahead, nameAhead } from "./internal/cst.ts"
import {
  allTokens,
  Colon,
  Comma,
  Comparison,
  DotDot,
  DurationLiteral,
  IntegerLiteral,
  keywords as K,
  Keyword,
  Name,
  OrdinalLiteral,
  Placeholder,
  Slash,
  StringLiteral,
  TableRow,
  Tag,
  VersionLiteral,
  YamlBlock
} from "./Tokens.ts"

/** How many tokens a decision may look ahead (`pnpm gen` computes the fast path's lookahead with it). @category parser */
export const maxLookahead = 3

/**
 * A production entered, on top of the lookahead, only when the token `ahead` is not `isNot`; or, for an optional
 * name, only when `nameAhead` holds with `nameBefore` (internal/cst.ts). @category models
 */
export type Gate =
  | { readonly ahead: number; readonly isNot: TokenType }
  | { readonly nameBefore: ReadonlySet<TokenType> }

/**
 * The grammar's gates (chevrotain's `GATE`), by rule and production as `grammar/` names them: data, so that the
 * fast path generated from the grammar (`pnpm gen`) applies them too.
 *
 * @category parser
 */
export const gates = {
  // `event BackOff for the 2nd time`: `for the` is the expectation's `nthTime`, not `event REASON for CONTAINER`.
  "podState.OPTION2": { ahead: 2, isNot: K.the },
  // The optional pod of `at T pod [NAME] …` and `expect pod [NAME] …` may be a keyword (`expect pod kubelet phase
  // Running`), but not one that can start what follows it: `pod becomes removed` is the pod's removal, so a pod named
  // `becomes` is quoted there. Chevrotain's lookahead does not see that a keyword is also a `name` (through its token
  // category): without the gate it would read `pod is deleted` as a pod named `is`.
  "podEvent.OPTION": { nameBefore: new Set([K.is, K.condition, K.scheduling]) },
  "what.OPTION": {
    nameBefore: new Set([K.removed, K.becomes, K.phase, K.condition, K.status, K.ready, K.reason, K.message, K.event])
  }
} as const satisfies Record<string, Gate>

/** The parser class; use the `parser` singleton. @category parser */
export class PodscenarioParser extends CstParser {
  /**
   * `validate: true` runs chevrotain's grammar validations (ambiguities, left recursion, …) in `performSelfAnalysis`;
   * the `parser()` singleton skips them, and `test/Grammar.test.ts` builds a parser with them.
   */
  constructor(options: { readonly validate?: boolean } = {}) {
    super([...allTokens, EOF] as Array<TokenType>, {
      recoveryEnabled: true,
      maxLookahead,
      // Every node's `location` (offsets), which `ToAst.ts` reads a node's span from (tokens need `endOffset`).
      nodeLocationTracking: "onlyOffset",
      skipValidations: options.validate !== true
    })
    this.performSelfAnalysis()
  }

  /** The `GATE` of a production, from `gates`. */
  private gate(key: keyof typeof gates): () => boolean {
    const gate: Gate = gates[key]
    if ("isNot" in gate) return () => this.LA(gate.ahead).tokenType !== gate.isNot
    const follow = lookahead([[...gate.nameBefore].map((type) => type.name)])
    return () => nameAhead(this.LA(1).tokenTypeIdx, this.LA(2).tokenTypeIdx, follow)
  }

  /** The alternatives of each `OR`, built once (see `alts`). */
  private readonly altsCache = new Map<string, Array<IOrAlt<unknown>>>()

  /**
   * The alternatives of an `OR`, built on the rule's first run (chevrotain's recording) and reused: a rule then
   * allocates no closure per alternative at each call, which `tsx`/esbuild's `keepNames` makes costly (one
   * `Object.defineProperty` per closure).
   */
  private alts(key: string, make: () => Array<IOrAlt<unknown>>): Array<IOrAlt<unknown>> {
    let alts = this.altsCache.get(key)
    if (alts === undefined) {
      alts = make()
      this.altsCache.set(key, alts)
    }
    return alts
  }

  /** One line: any statement of the language. */
  public statement = this.RULE("statement", () => {
    this.OR(
      this.alts("statement.OR", () => [
        { ALT: () => this.SUBRULE(this.scenarioStatement) },
        { ALT: () => this.SUBRULE(this.tagsStatement) },
        { ALT: () => this.SUBRULE(this.podStatement) },
        { ALT: () => this.SUBRULE(this.nodeStatement) },
        { ALT: () => this.SUBRULE(this.kubernetesStatement) },
        { ALT: () => this.SUBRULE(this.kubeletStatement) },
        { ALT: () => this.SUBRULE(this.clusterStatement) },
        { ALT: () => this.SUBRULE(this.containerBehaviour) },
        { ALT: () => this.SUBRULE(this.probeBehaviour) },
        { ALT: () => this.SUBRULE(this.hookBehaviour) },
        { ALT: () => this.SUBRULE(this.imagePullBehaviour) },
        { ALT: () => this.SUBRULE(this.eventStatement) },
        { ALT: () => this.SUBRULE(this.expectStatement) },
        { ALT: () => this.SUBRULE(this.goldenStatement) },
        { ALT: () => this.SUBRULE(this.endStatement) },
        { ALT: () => this.SUBRULE(this.examplesStatement) },
        { ALT: () => this.SUBRULE(this.sweepStatement) },
        { ALT: () => this.SUBRULE(this.tableRow) }
      ])
    )
  })

  /** `scenario "A crashing container backs off"` */
  public scenarioStatement = this.RULE("scenarioStatement", () => {
    this.CONSUME(K.scenario)
    this.CONSUME(StringLiteral)
  })

  /** `@restart @backoff` */
  public tagsStatement = this.RULE("tagsStatement", () => {
    this.AT_LEAST_ONE(() => this.CONSUME(Tag))
  })

  /** `pod web:` + YAML block, `pod web from "manifests/web.yaml"`, or `… from "all.yaml" Deployment/api` */
  public podStatement = this.RULE("podStatement", () => {
    this.CONSUME(K.pod)
    this.SUBRULE(this.name)
    this.OR(
      this.alts("podStatement.OR", () => [
        {
          ALT: () => {
            this.CONSUME(Colon)
            this.CONSUME(YamlBlock)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.from)
            this.CONSUME(StringLiteral)
            this.OPTION(() => {
              this.SUBRULE2(this.word)
              this.CONSUME(Slash)
              this.SUBRULE3(this.name)
            })
          }
        }
      ])
    )
  })

  /** `node node-a`, `node node-a with cpu 4 memory 8Gi` (its allocatable) */
  public nodeStatement = this.RULE("nodeStatement", () => {
    this.CONSUME(K.node)
    this.SUBRULE(this.name)
    this.OPTION(() => {
      this.CONSUME(K.with)
      this.SUBRULE(this.resourceAmounts)
    })
  })

  /** `kubernetes 1.33` (a version that is not one is reported when compiling, with the supported range) */
  public kubernetesStatement = this.RULE("kubernetesStatement", () => {
    this.CONSUME(K.kubernetes)
    this.OR(
      this.alts("kubernetesStatement.OR", () => [
        { ALT: () => this.CONSUME(VersionLiteral) },
        { ALT: () => this.CONSUME(IntegerLiteral) },
        { ALT: () => this.SUBRULE(this.word) }
      ])
    )
  })

  /** `kubelet:` + YAML block */
  public kubeletStatement = this.RULE("kubeletStatement", () => {
    this.CONSUME(K.kubelet)
    this.CONSUME(Colon)
    this.CONSUME(YamlBlock)
  })

  /** `cluster:` + YAML block */
  public clusterStatement = this.RULE("clusterStatement", () => {
    this.CONSUME(K.cluster)
    this.CONSUME(Colon)
    this.CONSUME(YamlBlock)
  })

  /** `container app exits 1 after 5s [runs]`, `… is OOM killed after 20s [runs]`, `… stops 10s after SIGTERM`, `… ignores SIGTERM` */
  public containerBehaviour = this.RULE("containerBehaviour", () => {
    this.CONSUME(K.container)
    this.SUBRULE(this.containerRef)
    this.OR(
      this.alts("containerBehaviour.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.exits)
            this.SUBRULE(this.integer)
            this.CONSUME(K.after)
            this.SUBRULE(this.duration)
            this.OPTION(() => this.SUBRULE(this.runs))
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.is)
            this.CONSUME(K.OOM)
            this.CONSUME(K.killed)
            this.CONSUME2(K.after)
            this.SUBRULE2(this.duration)
            this.OPTION2(() => this.SUBRULE2(this.runs))
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.stops)
            this.SUBRULE3(this.duration)
            this.CONSUME3(K.after)
            this.SUBRULE(this.word)
            this.OPTION3(() => {
              this.CONSUME(K.with)
              this.SUBRULE(this.exitCode)
            })
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.ignores)
            this.SUBRULE2(this.word)
          }
        }
      ])
    )
  })

  /** `startup|liveness|readiness of app succeeds|fails after 40s [runs]` */
  public probeBehaviour = this.RULE("probeBehaviour", () => {
    this.SUBRULE(this.probeKind)
    this.CONSUME(K.of)
    this.SUBRULE(this.containerRef)
    this.OR(
      this.alts("probeBehaviour.OR", () => [
        { ALT: () => this.CONSUME(K.succeeds) },
        { ALT: () => this.CONSUME(K.fails) },
        {
          ALT: () => {
            this.CONSUME(K.times)
            this.CONSUME(K.out)
          }
        }
      ])
    )
    this.CONSUME(K.after)
    this.SUBRULE(this.duration)
    this.OPTION(() => this.SUBRULE(this.runs))
  })

  /** `postStart|preStop of app takes 3s`, `… fails after 1s` */
  public hookBehaviour = this.RULE("hookBehaviour", () => {
    this.SUBRULE(this.hookKind)
    this.CONSUME(K.of)
    this.SUBRULE(this.containerRef)
    this.OR(
      this.alts("hookBehaviour.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.takes)
            this.SUBRULE(this.duration)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.fails)
            this.CONSUME(K.after)
            this.SUBRULE2(this.duration)
          }
        }
      ])
    )
    this.OPTION(() => this.SUBRULE(this.runs))
  })

  /** `image pull of app takes 20s`, `image pull of app fails` */
  public imagePullBehaviour = this.RULE("imagePullBehaviour", () => {
    this.CONSUME(K.image)
    this.CONSUME(K.pull)
    this.CONSUME(K.of)
    this.SUBRULE(this.containerRef)
    this.OR(
      this.alts("imagePullBehaviour.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.takes)
            this.SUBRULE(this.duration)
          }
        },
        { ALT: () => this.CONSUME(K.fails) }
      ])
    )
  })

  /** `on run 1`, `on runs 1..3`, `from run 4` */
  public runs = this.RULE("runs", () => {
    this.OR(
      this.alts("runs.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.on)
            this.OR2(
              this.alts("runs.OR2", () => [
                {
                  ALT: () => {
                    this.CONSUME(K.run)
                    this.SUBRULE(this.integer)
                  }
                },
                {
                  ALT: () => {
                    this.CONSUME(K.runs)
                    this.SUBRULE2(this.integer)
                    this.CONSUME(DotDot)
                    this.SUBRULE3(this.integer)
                  }
                }
              ])
            )
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.from)
            this.CONSUME2(K.run)
            this.SUBRULE4(this.integer)
          }
        }
      ])
    )
  })

  /** `at 5s <event>` */
  public eventStatement = this.RULE("eventStatement", () => {
    this.CONSUME(K.at)
    this.SUBRULE(this.duration)
    this.OR(
      this.alts("eventStatement.OR", () => [
        { ALT: () => this.SUBRULE(this.containerEvent) },
        { ALT: () => this.SUBRULE(this.probeEvent) },
        { ALT: () => this.SUBRULE(this.imagePullEvent) },
        { ALT: () => this.SUBRULE(this.conditionPatch) },
        { ALT: () => this.SUBRULE(this.gateRemoval) },
        { ALT: () => this.SUBRULE(this.podEvent) },
        { ALT: () => this.SUBRULE(this.nodeEvent) },
        { ALT: () => this.SUBRULE(this.kubeletEvent) }
      ])
    )
  })

  /** `container app exits 1`, `container app is OOM killed`, `container app image is updated to "app:1.5"` */
  public containerEvent = this.RULE("containerEvent", () => {
    this.CONSUME(K.container)
    this.SUBRULE(this.containerRef)
    this.OR(
      this.alts("containerEvent.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.exits)
            this.SUBRULE(this.integer)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.is)
            this.OR2(
              this.alts("containerEvent.OR2", () => [
                {
                  ALT: () => {
                    this.CONSUME(K.OOM)
                    this.CONSUME(K.killed)
                  }
                },
                {
                  ALT: () => {
                    this.CONSUME(K.resized)
                    this.CONSUME2(K.to)
                    this.SUBRULE(this.resourceSpec)
                  }
                }
              ])
            )
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.image)
            this.CONSUME2(K.is)
            this.CONSUME(K.updated)
            this.CONSUME(K.to)
            this.SUBRULE(this.word)
          }
        }
      ])
    )
  })

  /** `cpu 500m memory 256Mi` (requests and limits), `requests cpu 250m limits cpu 1`, `limits memory 1Gi` */
  public resourceSpec = this.RULE("resourceSpec", () => {
    this.OR(
      this.alts("resourceSpec.OR", () => [
        { ALT: () => this.SUBRULE(this.resourceAmounts) },
        {
          ALT: () => {
            this.CONSUME(K.requests)
            this.SUBRULE2(this.resourceAmounts)
            this.OPTION(() => {
              this.CONSUME(K.limits)
              this.SUBRULE3(this.resourceAmounts)
            })
          }
        },
        {
          ALT: () => {
            this.CONSUME2(K.limits)
            this.SUBRULE4(this.resourceAmounts)
          }
        }
      ])
    )
  })

  /** `cpu 500m memory 256Mi`: one or more amounts */
  public resourceAmounts = this.RULE("resourceAmounts", () => {
    this.AT_LEAST_ONE(() => {
      this.OR(
        this.alts("resourceAmounts.OR", () => [
          { ALT: () => this.CONSUME(K.cpu) },
          { ALT: () => this.CONSUME(K.memory) }
        ])
      )
      this.SUBRULE(this.quantity)
    })
  })

  /** A quantity as the API writes it (`500m`, `2`, `0.5`, `256Mi`), or a `<placeholder>`. */
  public quantity = this.RULE("quantity", () => {
    this.OR(
      this.alts("quantity.OR", () => [
        { ALT: () => this.CONSUME(DurationLiteral) },
        { ALT: () => this.CONSUME(IntegerLiteral) },
        { ALT: () => this.CONSUME(VersionLiteral) },
        { ALT: () => this.CONSUME(Placeholder) }
      ])
    )
  })

  /** `readiness of app fails`, `liveness of app errors` */
  public probeEvent = this.RULE("probeEvent", () => {
    this.SUBRULE(this.probeKind)
    this.CONSUME(K.of)
    this.SUBRULE(this.containerRef)
    this.SUBRULE(this.probeAnswer)
  })

  /** `succeeds`, `fails`, `errors`, `times out`: what a probe gives, in an event and in an expectation. */
  public probeAnswer = this.RULE("probeAnswer", () => {
    this.OR(
      this.alts("probeAnswer.OR", () => [
        { ALT: () => this.CONSUME(K.succeeds) },
        { ALT: () => this.CONSUME(K.fails) },
        { ALT: () => this.CONSUME(K.errors) },
        {
          ALT: () => {
            this.CONSUME(K.times)
            this.CONSUME(K.out)
          }
        }
      ])
    )
  })

  /** `image pull of app succeeds` */
  public imagePullEvent = this.RULE("imagePullEvent", () => {
    this.CONSUME(K.image)
    this.CONSUME(K.pull)
    this.CONSUME(K.of)
    this.SUBRULE(this.containerRef)
    this.CONSUME(K.succeeds)
  })

  /** `condition "www.example.com/feature-1" is True` */
  public conditionPatch = this.RULE("conditionPatch", () => {
    this.CONSUME(K.condition)
    this.SUBRULE(this.name)
    this.CONSUME(K.is)
    this.SUBRULE2(this.word)
  })

  /** `scheduling gate "example.com/quota" is removed` */
  public gateRemoval = this.RULE("gateRemoval", () => {
    this.CONSUME(K.scheduling)
    this.CONSUME(K.gate)
    this.SUBRULE(this.name)
    this.CONSUME(K.is)
    this.CONSUME(K.removed)
  })

  /** `pod [NAME] is deleted [with grace 10s]`, `… is force deleted`, `… is evicted`, `… is preempted`, `… is scheduled to node-a`, `pod NAME condition …`, `pod NAME scheduling gate …` */
  public podEvent = this.RULE("podEvent", () => {
    this.CONSUME(K.pod)
    this.OPTION({ GATE: this.gate("podEvent.OPTION"), DEF: () => this.SUBRULE(this.name) })
    this.OR(
      this.alts("podEvent.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.is)
            this.OR2(
              this.alts("podEvent.OR2", () => [
                {
                  ALT: () => {
                    this.CONSUME(K.scheduled)
                    this.CONSUME(K.to)
                    this.SUBRULE2(this.name)
                  }
                },
                {
                  ALT: () => {
                    this.CONSUME(K.deleted)
                    this.OPTION2(() => {
                      this.CONSUME(K.with)
                      this.CONSUME(K.grace)
                      this.SUBRULE(this.duration)
                    })
                  }
                },
                {
                  ALT: () => {
                    this.CONSUME(K.force)
                    this.CONSUME2(K.deleted)
                  }
                },
                {
                  ALT: () => {
                    this.CONSUME(K.evicted)
                    this.OPTION3(() => {
                      this.CONSUME(K.by)
                      this.CONSUME(K.the)
                      this.CONSUME(K.kubelet)
                      this.CONSUME(K.for)
                      this.OPTION4(() => this.CONSUME(K.soft))
                      this.OR3(
                        this.alts("podEvent.OR3", () => [
                          { ALT: () => this.CONSUME(K.memory) },
                          { ALT: () => this.CONSUME(K.disk) },
                          { ALT: () => this.CONSUME(K.pid) }
                        ])
                      )
                    })
                  }
                },
                { ALT: () => this.CONSUME(K.preempted) }
              ])
            )
          }
        },
        { ALT: () => this.SUBRULE(this.conditionPatch) },
        { ALT: () => this.SUBRULE(this.gateRemoval) }
      ])
    )
  })

  /** `node node-1 fails|recovers|reboots|shuts down|is deleted|is tainted out-of-service` */
  public nodeEvent = this.RULE("nodeEvent", () => {
    this.CONSUME(K.node)
    this.SUBRULE(this.name)
    this.OR(
      this.alts("nodeEvent.OR", () => [
        { ALT: () => this.CONSUME(K.fails) },
        { ALT: () => this.CONSUME(K.recovers) },
        { ALT: () => this.CONSUME(K.reboots) },
        {
          ALT: () => {
            this.CONSUME(K.shuts)
            this.CONSUME(K.down)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.is)
            this.OR2(
              this.alts("nodeEvent.OR2", () => [
                { ALT: () => this.CONSUME(K.deleted) },
                {
                  ALT: () => {
                    this.CONSUME(K.tainted)
                    this.CONSUME(K["out-of-service"])
                  }
                }
              ])
            )
          }
        }
      ])
    )
  })

  /** `kubelet [on node-1] restarts|stops|starts` */
  public kubeletEvent = this.RULE("kubeletEvent", () => {
    this.CONSUME(K.kubelet)
    this.OPTION(() => {
      this.CONSUME(K.on)
      this.SUBRULE(this.name)
    })
    this.OR(
      this.alts("kubeletEvent.OR", () => [
        { ALT: () => this.CONSUME(K.restarts) },
        { ALT: () => this.CONSUME(K.stops) },
        { ALT: () => this.CONSUME(K.starts) }
      ])
    )
  })

  /** `expect [WHEN] [N times] WHAT [and WHAT …]`, `expect order: A, B, C` */
  public expectStatement = this.RULE("expectStatement", () => {
    this.CONSUME(K.expect)
    this.OR(
      this.alts("expectStatement.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.order)
            this.CONSUME(Colon)
            this.SUBRULE(this.expectation)
            this.MANY(() => {
              this.CONSUME(Comma)
              this.SUBRULE2(this.expectation)
            })
          }
        },
        {
          ALT: () => {
            this.OPTION(() => this.SUBRULE(this.when))
            this.OPTION2(() => this.SUBRULE(this.times))
            this.SUBRULE3(this.expectation)
            this.MANY2(() => {
              this.CONSUME(K.and)
              this.SUBRULE4(this.expectation)
            })
          }
        }
      ])
    )
  })

  /**
   * `at T`, `at end`, `from T1 [until T2]`, `by T`, `sometime from T1 until T2`, `eventually`, `throughout`,
   * `never [from T1] [until T2]`
   */
  public when = this.RULE("when", () => {
    this.OR(
      this.alts("when.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.at)
            this.OR2(
              this.alts("when.OR2", () => [
                { ALT: () => this.SUBRULE(this.duration) },
                { ALT: () => this.CONSUME(K.end) }
              ])
            )
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.from)
            this.SUBRULE2(this.duration)
            this.OPTION(() => {
              this.CONSUME(K.until)
              this.SUBRULE3(this.duration)
            })
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.by)
            this.SUBRULE4(this.duration)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.sometime)
            this.CONSUME3(K.from)
            this.SUBRULE7(this.duration)
            this.CONSUME3(K.until)
            this.SUBRULE8(this.duration)
          }
        },
        { ALT: () => this.CONSUME(K.eventually) },
        { ALT: () => this.CONSUME(K.throughout) },
        {
          ALT: () => {
            this.CONSUME(K.never)
            this.OPTION2(() => {
              this.CONSUME2(K.from)
              this.SUBRULE5(this.duration)
            })
            this.OPTION3(() => {
              this.CONSUME2(K.until)
              this.SUBRULE6(this.duration)
            })
          }
        }
      ])
    )
  })

  /** `5 times` */
  public times = this.RULE("times", () => {
    this.SUBRULE(this.integer)
    this.CONSUME(K.times)
  })

  /** WHAT, optionally `for the Nth time`. */
  public expectation = this.RULE("expectation", () => {
    this.SUBRULE(this.what)
    this.OPTION(() => this.SUBRULE(this.nthTime))
  })

  /** A state or an occurrence (language reference §6, §11.5). */
  public what = this.RULE("what", () => {
    this.OR(
      this.alts("what.OR", () => [
        { ALT: () => this.SUBRULE(this.podState) },
        {
          ALT: () => {
            this.CONSUME(K.pod)
            this.OPTION({ GATE: this.gate("what.OPTION"), DEF: () => this.SUBRULE(this.name) })
            this.OR2(
              this.alts("what.OR2", () => [
                {
                  ALT: () => {
                    this.OPTION2(() => this.CONSUME(K.becomes))
                    this.CONSUME(K.removed)
                  }
                },
                { ALT: () => this.SUBRULE2(this.podState) }
              ])
            )
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.container)
            this.SUBRULE(this.containerRef)
            this.OPTION3(() => this.CONSUME2(K.becomes))
            this.SUBRULE(this.containerTail)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.signal)
            this.SUBRULE2(this.word)
            this.CONSUME(K.to)
            this.SUBRULE2(this.containerRef)
          }
        },
        {
          ALT: () => {
            this.SUBRULE(this.hookKind)
            this.CONSUME(K.of)
            this.SUBRULE3(this.containerRef)
            this.CONSUME(K.starts)
          }
        },
        { ALT: () => this.SUBRULE(this.probeRun) }
      ])
    )
  })

  /** `readiness probe of app runs|succeeds|fails|errors|times out` */
  public probeRun = this.RULE("probeRun", () => {
    this.SUBRULE(this.probeKind)
    this.CONSUME(K.probe)
    this.CONSUME(K.of)
    this.SUBRULE(this.containerRef)
    this.OR(
      this.alts("probeRun.OR", () => [
        { ALT: () => this.CONSUME(K.runs) },
        { ALT: () => this.SUBRULE(this.probeAnswer) }
      ])
    )
  })

  /** `for the 2nd time` */
  public nthTime = this.RULE("nthTime", () => {
    this.CONSUME(K.for)
    this.CONSUME(K.the)
    this.OR(
      this.alts("nthTime.OR", () => [
        { ALT: () => this.CONSUME(OrdinalLiteral) },
        { ALT: () => this.CONSUME(Placeholder) }
      ])
    )
    this.CONSUME(K.time)
  })

  /**
   * `phase P`, `condition TYPE STATUS [reason R] [message M]`, `condition TYPE absent`, `status S`, `ready N/M`,
   * `reason R`, `message M`, each with `becomes` after its first word; `event REASON [for X] [message M]`.
   */
  public podState = this.RULE("podState", () => {
    this.OR(
      this.alts("podState.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.phase)
            this.OPTION3(() => this.CONSUME(K.becomes))
            this.SUBRULE(this.word)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.condition)
            this.SUBRULE2(this.name)
            this.OPTION4(() => this.CONSUME2(K.becomes))
            this.OR2(
              this.alts("podState.OR2", () => [
                { ALT: () => this.CONSUME(K.absent) },
                {
                  ALT: () => {
                    this.SUBRULE3(this.word)
                    this.OPTION(() => this.SUBRULE(this.reason))
                    this.OPTION5(() => this.SUBRULE(this.message))
                  }
                }
              ])
            )
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.status)
            this.OPTION6(() => this.CONSUME3(K.becomes))
            this.SUBRULE4(this.word)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.ready)
            this.OPTION7(() => this.CONSUME4(K.becomes))
            this.SUBRULE(this.integer)
            this.CONSUME(Slash)
            this.SUBRULE2(this.integer)
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.reason)
            this.OPTION8(() => this.CONSUME5(K.becomes))
            this.SUBRULE6(this.word)
          }
        },
        { ALT: () => this.SUBRULE2(this.message) },
        {
          ALT: () => {
            this.CONSUME(K.event)
            this.SUBRULE5(this.word)
            this.OPTION2({
              GATE: this.gate("podState.OPTION2"),
              DEF: () => {
                this.CONSUME(K.for)
                this.SUBRULE(this.containerRef)
              }
            })
            this.OPTION9(() => this.SUBRULE3(this.message))
          }
        }
      ])
    )
  })

  /** What follows `container X` in an expectation. */
  public containerTail = this.RULE("containerTail", () => {
    this.OR(
      this.alts("containerTail.OR", () => [
        {
          ALT: () => {
            this.CONSUME(K.running)
            this.OPTION(() => this.SUBRULE(this.readyFlag))
            this.OPTION9(() => this.SUBRULE(this.startedFlag))
            this.OPTION5(() => this.SUBRULE(this.message))
            this.OPTION2(() => this.SUBRULE(this.restarts))
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.waiting)
            this.OPTION3(() => this.SUBRULE(this.reason))
            this.OPTION8(() => this.SUBRULE2(this.message))
            this.OPTION4(() => this.SUBRULE2(this.restarts))
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.terminated)
            this.OPTION6(() => this.SUBRULE2(this.reason))
            this.OPTION7(() => this.SUBRULE(this.exitCode))
            this.option(10, () => this.SUBRULE3(this.message))
            this.option(11, () => this.SUBRULE3(this.restarts))
          }
        },
        { ALT: () => this.SUBRULE4(this.restarts) },
        { ALT: () => this.SUBRULE(this.lastTerminated) },
        { ALT: () => this.CONSUME(K.starts) },
        {
          ALT: () => {
            this.CONSUME(K.exits)
            this.option(12, () => this.SUBRULE(this.integer))
          }
        },
        {
          ALT: () => {
            this.CONSUME(K.resources)
            this.SUBRULE(this.resourceSpec)
          }
        }
      ])
    )
  })

  /** `ready`, `not ready` */
  public readyFlag = this.RULE("readyFlag", () => {
    this.OPTION(() => this.CONSUME(K.not))
    this.CONSUME(K.ready)
  })

  /** `started`, `not started` */
  public startedFlag = this.RULE("startedFlag", () => {
    this.OPTION(() => this.CONSUME(K.not))
    this.CONSUME(K.started)
  })

  /** `message "TEXT"`, `message contains "TEXT"` */
  public message = this.RULE("message", () => {
    this.CONSUME(K.message)
    this.OPTION(() => this.CONSUME(K.contains))
    this.SUBRULE(this.word)
  })

  /** `last terminated [reason R] [exit N]` */
  public lastTerminated = this.RULE("lastTerminated", () => {
    this.CONSUME(K.last)
    this.CONSUME(K.terminated)
    this.OPTION(() => this.SUBRULE(this.reason))
    this.OPTION2(() => this.SUBRULE(this.exitCode))
  })

  /** `restarts N`, `restarts >= N` (`<=`, `>`, `<`), `restarts at least N`, `restarts at most N` */
  public restarts = this.RULE("restarts", () => {
    this.CONSUME(K.restarts)
    this.OPTION(() =>
      this.OR(
        this.alts("restarts.OR", () => [
          { ALT: () => this.CONSUME(Comparison) },
          {
            ALT: () => {
              this.CONSUME(K.at)
              this.OR2(
                this.alts("restarts.OR2", () => [
                  { ALT: () => this.CONSUME(K.least) },
                  { ALT: () => this.CONSUME(K.most) }
                ])
              )
            }
          }
        ])
      )
    )
    this.SUBRULE(this.integer)
  })

  /** `reason R` */
  public reason = this.RULE("reason", () => {
    this.CONSUME(K.reason)
    this.SUBRULE(this.word)
  })

  /** `exit N` */
  public exitCode = this.RULE("exitCode", () => {
    this.CONSUME(K.exit)
    this.SUBRULE(this.integer)
  })

  /** `golden "golden/crash-loop.md"`, `golden "golden/web-at-30s.md" at 30s` */
  public goldenStatement = this.RULE("goldenStatement", () => {
    this.CONSUME(K.golden)
    this.CONSUME(StringLiteral)
    this.OPTION(() => {
      this.CONSUME(K.at)
      this.SUBRULE(this.duration)
    })
  })

  /** `end at 10m` */
  public endStatement = this.RULE("endStatement", () => {
    this.CONSUME(K.end)
    this.CONSUME(K.at)
    this.SUBRULE(this.duration)
  })

  /** `examples:`, followed by table rows */
  public examplesStatement = this.RULE("examplesStatement", () => {
    this.CONSUME(K.examples)
    this.CONSUME(Colon)
  })

  /** `sweep grace from 10s to 60s step 10s`, `… bisect` (language reference §11.7); the name may be a keyword */
  public sweepStatement = this.RULE("sweepStatement", () => {
    this.CONSUME(K.sweep)
    this.OR(
      this.alts("sweepStatement.OR", () => [{ ALT: () => this.CONSUME(Name) }, { ALT: () => this.CONSUME(Keyword) }])
    )
    this.CONSUME(K.from)
    this.SUBRULE(this.sweepValue)
    this.CONSUME(K.to)
    this.SUBRULE2(this.sweepValue)
    this.CONSUME(K.step)
    this.SUBRULE3(this.sweepValue)
    this.OPTION(() => this.CONSUME(K.bisect))
  })

  /** A sweep's bound or step: a duration or a whole number, never a placeholder. */
  public sweepValue = this.RULE("sweepValue", () => {
    this.OR(
      this.alts("sweepValue.OR", () => [
        { ALT: () => this.CONSUME(DurationLiteral) },
        { ALT: () => this.CONSUME(IntegerLiteral) }
      ])
    )
  })

  /** `| Always | Running |` */
  public tableRow = this.RULE("tableRow", () => {
    this.CONSUME(TableRow)
  })

  /** `app` or `web/app` */
  public containerRef = this.RULE("containerRef", () => {
    this.SUBRULE(this.name)
    this.OPTION(() => {
      this.CONSUME(Slash)
      this.SUBRULE2(this.name)
    })
  })

  /** `startup`, `liveness`, `readiness` */
  public probeKind = this.RULE("probeKind", () => {
    this.OR(
      this.alts("probeKind.OR", () => [
        { ALT: () => this.CONSUME(K.startup) },
        { ALT: () => this.CONSUME(K.liveness) },
        { ALT: () => this.CONSUME(K.readiness) }
      ])
    )
  })

  /** `postStart`, `preStop` */
  public hookKind = this.RULE("hookKind", () => {
    this.OR(
      this.alts("hookKind.OR", () => [{ ALT: () => this.CONSUME(K.postStart) }, { ALT: () => this.CONSUME(K.preStop) }])
    )
  })

  /** A name or API value: a plain word, a quoted string, or a `<placeholder>`. */
  public word = this.RULE("word", () => {
    this.OR(
      this.alts("word.OR", () => [
        { ALT: () => this.CONSUME(Name) },
        { ALT: () => this.CONSUME(StringLiteral) },
        { ALT: () => this.CONSUME(Placeholder) }
      ])
    )
  })

  /**
   * A name of a container, pod or node: a word, or a keyword where the grammar wants a name and nothing else
   * (`container restarts exits 1`, `node kubelet`). Any keyword, through the `Keyword` token category.
   */
  public name = this.RULE("name", () => {
    this.OR(this.alts("name.OR", () => [{ ALT: () => this.SUBRULE(this.word) }, { ALT: () => this.CONSUME(Keyword) }]))
  })

  /** A duration or a `<placeholder>`. */
  public duration = this.RULE("duration", () => {
    this.OR(
      this.alts("duration.OR", () => [
        { ALT: () => this.CONSUME(DurationLiteral) },
        { ALT: () => this.CONSUME(Placeholder) }
      ])
    )
  })

  /** A whole number or a `<placeholder>`. */
  public integer = this.RULE("integer", () => {
    this.OR(
      this.alts("integer.OR", () => [
        { ALT: () => this.CONSUME(IntegerLiteral) },
        { ALT: () => this.CONSUME(Placeholder) }
      ])
    )
  })
}

let instance: PodscenarioParser | undefined

/**
 * The single parser instance (chevrotain parsers are reused: set `input`, call a rule), built on first use:
 * `performSelfAnalysis` takes about 100 ms, which `podscenario --help` and runs that never parse should not pay.
 *
 * @category parser
 */
export const parser = (): PodscenarioParser => {
  instance ??= new PodscenarioParser()
  return instance
}

/** The entry rule for one line. @category parser */
export const entryRule = "statement"
