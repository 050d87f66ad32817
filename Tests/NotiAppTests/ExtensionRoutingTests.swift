import Foundation
import NotiCore
@testable import NotiApp
import Testing

@Suite("Content extension routing and responses through scripts on the demo")
struct ExtensionRoutingTests {
    @Test("An extension answering doNotDismiss keeps the view open and updates it (Like adds 👍 to the title)")
    func doNotDismissKeepsViewAndUpdates() throws {
        let (runner, outcome) = try DemoScript.run("""
        push practice-custom-ui.apns
        key Down
        expect "Good Evening! (pushed"
        key 1
        expect "Hello 👍"
        key 2
        expect "Hello 👍 👎"
        expect-log "LocalNotificationContentExtension: didReceive(response ACTION_LIKE) → doNotDismiss"
        """)
        print(runner.screenText)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
        #expect(runner.model.expanded?.contentExtension != nil)
        #expect(!DemoScript.log(runner.model).contains("didReceive(response) "))
    }
}
