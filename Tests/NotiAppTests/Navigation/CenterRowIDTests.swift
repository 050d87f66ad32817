import Testing
@testable import NotiApp
@testable import NotiAppCore

/// The selection moves over Notification Centre's row ids, made without the rows (docs/rules/terminal.md#selection-by-identity).
@Suite("centre row ids")
struct CenterRowIDTests {
    @Test("the centre's row ids are its rows' ids, folded, with a stack opened, and empty")
    func idsAreTheRowsIDs() throws {
        let (runner, outcome) = try runDemo("""
            schedule a1 now app=com.example.photos title=One thread=album
            schedule a2 now app=com.example.photos title=Two thread=album
            schedule n1 now app=com.example.news title=News
            advance 1s
            key c
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        var model = runner.model
        #expect(model.centerRows.contains { $0.hiddenCount > 0 }, "a folded stack")
        #expect(model.centerRowIDs == model.centerRows.map(\.id) && model.hasCenterRows)
        let stack = try #require(model.centerRows.first { $0.hiddenCount > 0 })
        while model.selectedCenterRow?.groupID != stack.groupID { _ = model.update(.key(.down)) }
        _ = model.update(.key(.space))
        #expect(model.expandedGroup == stack.groupID)
        #expect(model.centerRowIDs == model.centerRows.map(\.id) && model.centerRowIDs.count == 4)
        _ = model.update(.key(KeyMap.clearAllKey))
        #expect(model.centerRowIDs.isEmpty && model.centerRows.isEmpty && !model.hasCenterRows)
    }
}
