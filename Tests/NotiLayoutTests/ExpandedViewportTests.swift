import Foundation
import Testing
import NotiCore
@testable import NotiLayout

/// A long look taller than the screen scrolls in a window that keeps the focus in sight and says what lies beyond.
@Suite("Long look viewport")
struct ExpandedViewportTests {
    @Test("a long look that fits is shown whole, without a marker, whatever offset is asked for")
    func fitsWhole() {
        let viewport = ExpandedViewport(contentRows: 10, rows: 10, requestedOffset: 4)
        #expect(viewport.offset == 0)
        #expect(viewport.visibleRows == 10)
        #expect(!viewport.hasMoreAbove && viewport.rowsBelow == 0)
    }

    @Test("the window stops at the last row: there the only marker is the one above")
    func stopsAtTheEnd() {
        let viewport = ExpandedViewport(contentRows: 30, rows: 10, requestedOffset: 1000)
        #expect(viewport.offset == 21)
        #expect(viewport.visibleRows == 9)
        #expect(viewport.rowsBelow == 0)
        let top = ExpandedViewport(contentRows: 30, rows: 10, requestedOffset: -3)
        #expect(top.offset == 0 && top.visibleRows == 9 && top.rowsBelow == 21)
        let middle = ExpandedViewport(contentRows: 30, rows: 10, requestedOffset: 5)
        #expect(middle.visibleRows == 8 && middle.rowsBelow == 17)
    }

    @Test("the focus below the window moves it down just enough; above the window moves it up to the focus")
    func followsTheFocus() {
        let below = ExpandedViewport(contentRows: 30, rows: 10, requestedOffset: 0, focus: 20..<23)
        #expect(below.offset == 15)
        #expect(below.offset + below.visibleRows == 23)
        let above = ExpandedViewport(contentRows: 30, rows: 10, requestedOffset: 18, focus: 3..<6)
        #expect(above.offset == 3)
        let inSight = ExpandedViewport(contentRows: 30, rows: 10, requestedOffset: 4, focus: 6..<9)
        #expect(inSight.offset == 4)
        let last = ExpandedViewport(contentRows: 30, rows: 10, requestedOffset: 0, focus: 27..<30)
        #expect(last.offset == 21 && last.rowsBelow == 0)
    }

    @Test("the clipped view draws the markers and moves the regions with the rows; regions out of the window are left out")
    func clipMovesRegions() {
        var grid = CellGrid(width: 20, height: 30)
        for row in 0..<30 { grid.write("row \(row)", x: 0, y: row, style: .plain) }
        let regions = [LayoutRegion(role: .title, rect: Rect(x: 0, y: 1, width: 5, height: 1), text: "top"),
                       LayoutRegion(role: .action, rect: Rect(x: 0, y: 12, width: 5, height: 1), text: "shown")]
        let viewport = ExpandedViewport(contentRows: 30, rows: 10, requestedOffset: 10)
        let clipped = viewport.clip(RenderedView(grid: grid, regions: regions), theme: Theme(name: "plain"))
        let lines = clipped.grid.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 10)
        #expect(lines[0].contains("▲ 10 more above"))
        #expect(lines[1] == "row 10")
        #expect(lines[9].contains("▼ 12 more below"))
        #expect(!clipped.regions.contains { $0.text == "top" })
        #expect(clipped.regions.first { $0.text == "shown" }?.rect.y == 3)
        #expect(clipped.regions.filter { $0.role == .scrollMarker }.count == 2)
    }

    @Test("the selected action and the text field are in the window the expanded view is drawn in")
    func expandedViewKeepsTheFocus() {
        var content = NotificationContent(title: "Hello", body: Array(repeating: "A long body line that wraps.", count: 12).joined(separator: " "))
        content.categoryIdentifier = "CATEGORY_IMAGE_POSTING"
        let notification = DeliveredNotification(bundleID: Samples.practiceApp.bundleID,
                                                 request: NotificationRequest(identifier: "long", content: content), date: Samples.now)
        var model = ExpandedViewModel(notification: notification, app: Samples.practiceApp, category: Samples.imagePostingCategory,
                                      selectedAction: 3)
        let context = Samples.context(device: Samples.device(columns: 30))
        let (view, viewport) = ExpandedView.render(model, context: context, rows: 12, offset: 0)
        #expect(viewport.offset > 0)
        #expect(view.grid.height == 12)
        #expect(view.regions.contains { $0.role == .action && $0.identifier == "ACTION_SETTING" })
        model.selectedAction = nil
        model.textInput = TextInputState(action: Samples.imagePostingCategory.actions[0], typedText: "typed")
        let (field, _) = ExpandedView.render(model, context: context, rows: 12, offset: 0)
        #expect(field.regions.contains { $0.role == .textInput && $0.text == "typed" })
    }

    @Test("a focused custom area is kept in sight from its top row")
    func focusedCustomAreaIsShown() {
        var content = NotificationContent(title: "Hello", body: Array(repeating: "A long body line that wraps.", count: 12).joined(separator: " "))
        content.categoryIdentifier = "CATEGORY_IMAGE_POSTING"
        let notification = DeliveredNotification(bundleID: Samples.practiceApp.bundleID,
                                                 request: NotificationRequest(identifier: "long", content: content), date: Samples.now)
        let attributes = ContentExtensionAttributes(categories: ["CATEGORY_IMAGE_POSTING"], initialContentSizeRatio: 0.5, userInteractionEnabled: true)
        var model = ExpandedViewModel(notification: notification, app: Samples.practiceApp, category: Samples.imagePostingCategory,
                                      extensionAttributes: attributes, extensionState: ContentExtensionState(customView: Samples.practiceCustomView))
        let context = Samples.context(device: Samples.device(columns: 30))
        let whole = ExpandedView.render(model, context: context)
        let custom = whole.regions.first { $0.role == .custom }?.rect
        #expect(ExpandedView.focusRows(of: model, in: whole) == nil)
        model.customAreaFocused = true
        #expect(ExpandedView.focusRows(of: model, in: whole) == custom.map { $0.y..<$0.maxY })
        let (_, viewport) = ExpandedView.render(model, context: context, rows: 8, offset: 1000)
        #expect(viewport.offset == custom?.y)
    }
}
