import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore

@Suite("run reports and screenshots")
struct ScriptReportTests {
    @Test("screenshot takes only a file ending in .svg or .png")
    func screenshotNamesItsFormat() throws {
        #expect(try Command.parse("screenshot out/hello.PNG") == .screenshot("out/hello.PNG"))
        #expect(throws: CommandError.self) { try Command.parse("screenshot hello.txt") }
    }

    @Test("each command is a step with the screen after it, the log lines it produced and its verdict")
    func stepsOfARun() throws {
        let runner = try demoScript()
        runner.keepsSteps = true
        let outcome = runner.run(script: "advance 5s\n\nexpect \"Good Evening!\"\nexpect \"Good Morning\"\n")
        #expect(!outcome.passed)
        #expect(runner.steps.map(\.line) == [1, 3, 4])
        #expect(runner.steps[0].logLines.contains { $0.contains("delivered") })
        #expect(runner.steps[1].logLines.isEmpty && runner.steps[1].failure == nil)
        #expect(runner.steps[2].failure?.contains("Good Morning") == true)
        let page = ScriptReport.html(title: "demo <run>", steps: runner.steps, theme: runner.model.theme)
        #expect(page.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(page.contains("demo &lt;run&gt;") && page.contains("<span class=\"fail\">failed</span>"))
    }
}
