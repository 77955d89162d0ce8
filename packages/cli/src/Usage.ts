/**
 * A mistake on the command line that commander does not catch itself (a bad `--tags` expression, an unknown
 * format): `main` prints its message and exits 2.
 *
 * @category errors
 */
export class UsageError extends Error {}
