/** The exit codes of `mtgs`, documented in the README: CI pipelines branch on them. */
export enum ExitCode {
  /** No errors (check), every scenario passed (test), the rule was found (rule). */
  Ok = 0,
  /** Errors found, a scenario failed, or the rule doesn't exist. */
  Failures = 1,
  /** Bad arguments, or a file or folder that can't be read. */
  UsageOrIo = 2,
}
