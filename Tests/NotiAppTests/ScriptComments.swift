import Testing
import NotiApp

/// The failed script line and the screen it left, as a test's comment.
func scriptFailure(_ outcome: ScriptRunner.Outcome, _ runner: ScriptRunner) -> Comment {
    "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)"
}

/// The event log's lines, oldest first.
func logText(_ runner: ScriptRunner) -> String { runner.model.log.entries.map(\.text).joined(separator: "\n") }
