import Foundation
import NotiCore
@testable import NotiApp
import NotiExtensions
import NotiWorkspace

/// Runs `notisim run` scripts on the demo workspace (pushes named relative to its `pushes` folder).
enum DemoScript {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A fresh model on the demo, changed by `configure` before the script starts.
    static func model(configure: (inout AppModel) -> Void = { _ in }) throws -> AppModel {
        let workspace = try Session.loadWorkspace(nil)
        var model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "mono", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 40), now: start,
                                          timeZone: TimeZone(identifier: "UTC") ?? .current)
        configure(&model)
        return model
    }

    /// Runs `script` and answers the runner (for its model and screen) with the outcome.
    static func run(_ script: String, configure: (inout AppModel) -> Void = { _ in }) throws -> (runner: ScriptRunner, outcome: ScriptRunner.Outcome) {
        let runner = ScriptRunner(model: try model(configure: configure), clock: ManualClock(start),
                                  baseDirectory: DemoWorkspace.url.appendingPathComponent("pushes"))
        let outcome = runner.run(script: script)
        return (runner, outcome)
    }

    /// The log lines of a model, one string.
    static func log(_ model: AppModel) -> String { model.log.entries.map(\.text).joined(separator: "\n") }
}
