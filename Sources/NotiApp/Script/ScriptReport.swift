import Foundation
import NotiLayout

/// One line of a script as `notisim run --report` shows it: the command, the screen after it, the event log lines
/// it produced, and whether it held.
package struct ScriptStep: Sendable {
    package var line: Int
    package var command: String
    package var screen: CellGrid
    package var logLines: [String]
    /// Why the step failed; nil when it held.
    package var failure: String?
}

/// The HTML page of a script run (docs/rules/recordings.md#a-run-report): every step with its screen as an inline SVG.
package enum ScriptReport {
    /// The page for `steps` of the script `title`, screens in `theme`'s colours.
    package static func html(title: String, steps: [ScriptStep], theme: Theme) -> String {
        let escaped = SVGEncoder.escaped
        let passed = steps.allSatisfy { $0.failure == nil }
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escaped(title))</title>
        <style>
        body { font-family: sans-serif; margin: 2em; }
        section { border-top: 1px solid #ccc; padding: 1em 0; }
        .pass { color: #1a7f37; } .fail { color: #cf222e; }
        pre { background: #f6f8fa; padding: 0.5em; }
        svg { max-width: 100%; height: auto; }
        </style></head><body>
        <h1>\(escaped(title)) <span class="\(passed ? "pass" : "fail")">\(passed ? "passed" : "failed")</span></h1>

        """
        for step in steps {
            let verdict = step.failure.map { "<span class=\"fail\">fail: \(escaped($0))</span>" } ?? "<span class=\"pass\">pass</span>"
            page += "<section class=\"step\" id=\"line-\(step.line)\">\n<h2>line \(step.line): <code>\(escaped(step.command))</code> \(verdict)</h2>\n"
            page += "<figure class=\"screen\">\n" + SVGEncoder.encode(step.screen, defaultStyle: theme[.card]) + "</figure>\n"
            if !step.logLines.isEmpty { page += "<pre class=\"log\">" + step.logLines.map(escaped).joined(separator: "\n") + "</pre>\n" }
            page += "</section>\n"
        }
        return page + "</body></html>\n"
    }
}
