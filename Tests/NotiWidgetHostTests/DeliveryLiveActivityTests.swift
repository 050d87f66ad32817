import ActivityKit
import Foundation
import SwiftUI
import Testing
import TestSupport
import WidgetKit
@testable import DeliveryWidgetExtension
@testable import NotiWidgetHost

/// The delivery widget extension of Tests/WidgetFixtures, compiled from its own sources against notisim's ActivityKit,
/// WidgetKit and SwiftUI, listed and drawn by the widget host (docs/rules/widgets.md). Frames are of the UIKit views
/// the hosting view draws with, in points (a column is 8 points, a row 16).
@MainActor
@Suite("Widget extensions: the delivery Live Activity from its own sources")
struct DeliveryLiveActivityTests {
    /// When the order left the restaurant, and its ETA 20 minutes later (seconds since 1 January 2001).
    static let pickedUp = Date(timeIntervalSinceReferenceDate: 780_000_000)
    static let eta = pickedUp.addingTimeInterval(20 * 60)
    static let attributes = Data(#"{"orderNumber": "A-1042", "restaurant": "Tasca do Rio", "pickedUp": 780000000}"#.utf8)
    static let contentState = Data(#"{"courierName": "Ines", "estimatedArrival": 780001200, "progress": 0.25}"#.utf8)

    static func presenter() throws -> LiveActivityPresenter {
        try WidgetExtensionCatalog(bundle: DeliveryWidgets.self)
            .liveActivity(attributesType: "DeliveryAttributes", attributes: attributes, contentState: contentState, activityID: "A1")
    }

    /// Every label of the tree under `view` (its text and frame in `view`'s points), in drawing order.
    static func labels(in view: UIView, origin: CGPoint = .zero) -> [(text: String, frame: CGRect)] {
        view.subviews.flatMap { subview -> [(text: String, frame: CGRect)] in
            let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
            let own = (subview as? UILabel).map { [($0.text ?? "", frame)] } ?? []
            return own + labels(in: subview, origin: frame.origin)
        }
    }

    static func frame(of text: String, in view: UIView) -> CGRect? { labels(in: view).first { $0.text == text }?.frame }

    @Test("a content state decodes from push JSON with dates as seconds since 1 January 2001, as ActivityKit decodes it")
    func contentStateDatesSince2001() throws {
        let state = try ActivityPayloadDecoder.decode(DeliveryAttributes.ContentState.self, from: Self.contentState, path: "content-state")
        #expect(state == DeliveryAttributes.ContentState(courierName: "Ines", estimatedArrival: Self.eta, progress: 0.25))
        #expect(state.estimatedArrival == Date(timeIntervalSince1970: 978_307_200 + 780_001_200))
    }

    @Test("a content state the app's type cannot decode is one line naming the key path: a missing key, a wrong type, a position in an array")
    func undecodableContentStateNamesKeyPath() throws {
        let missing = Data(#"{"courierName": "Ines", "estimatedArrival": 780001200}"#.utf8)
        #expect(throws: WidgetHostError.payload(ActivityPayloadError(keyPath: "content-state.progress", problem: "missing"))) {
            try WidgetExtensionCatalog(bundle: DeliveryWidgets.self)
                .liveActivity(attributesType: "DeliveryAttributes", attributes: Self.attributes, contentState: missing, activityID: "A1")
        }
        let wrongType = Data(#"{"courierName": "Ines", "estimatedArrival": "2025-09-19T10:20:00Z", "progress": 0.25}"#.utf8)
        do {
            _ = try ActivityPayloadDecoder.decode(DeliveryAttributes.ContentState.self, from: wrongType, path: "content-state")
            Issue.record("a date written as a string decoded")
        } catch {
            #expect(error.description == "content-state.estimatedArrival: expected a number, got a string")
        }
        do {
            _ = try ActivityPayloadDecoder.decode([DeliveryAttributes.ContentState].self, from: Data("[\(String(decoding: Self.contentState, as: UTF8.self)), {}]".utf8),
                                                  path: "stops")
            Issue.record("an empty object decoded")
        } catch {
            #expect(error.description == "stops[1].courierName: missing")
        }
        do {
            _ = try ActivityPayloadDecoder.decode(DeliveryAttributes.self, from: Data("{".utf8), path: "attributes")
            Issue.record("broken JSON decoded")
        } catch {
            #expect(error.description == "attributes: not valid JSON")
        }
    }

    @Test("a key the push wrote is shown in the one-line refusal with its controls and line breaks escaped")
    func pushKeysEscapedInRefusals() throws {
        let json = Data(#"{"tips":{"late\n\u001b[31m\u2028":"two"}}"#.utf8)
        do {
            _ = try ActivityPayloadDecoder.decode([String: [String: Int]].self, from: json, path: "content-state")
            Issue.record("a string decoded as a number")
        } catch {
            #expect(error.description == #"content-state.tips.late\u{A}\u{1B}[31m\u{2028}: expected a number, got a string"#)
            let breaksLine = error.description.contains(where: \.isNewline)
            #expect(!breaksLine)
        }
    }
}

extension DeliveryLiveActivityTests {
    /// 7 minutes 30 seconds after pick-up (12:30 left), and 17 minutes 55 seconds after (2:05 left).
    static let firstDraw = pickedUp.addingTimeInterval(450), secondDraw = pickedUp.addingTimeInterval(1075)

    @Test("Live Activity lock screen: the app's own view is drawn into UIKit at the width given, as tall as its content, over its background tint")
    func lockScreenTree() throws {
        let drawn = try Self.presenter().lockScreen(width: 360, at: Self.firstDraw)
        #expect(drawn.view.frame == CGRect(x: 0, y: 0, width: 360, height: 48))
        #expect(Self.labels(in: drawn.view).map(\.text) == ["Tasca do Rio", "12:30", "Ines is on the way", "━━━━━━━━━━" + String(repeating: "─", count: 31)])
        #expect(Self.frame(of: "Tasca do Rio", in: drawn.view) == CGRect(x: 16, y: 0, width: 96, height: 16))
        // A timer takes the rest of the row (its text where its alignment puts it: leading), the spacer its least.
        #expect(Self.frame(of: "12:30", in: drawn.view) == CGRect(x: 136, y: 0, width: 208, height: 16))
        #expect(Self.frame(of: "Ines is on the way", in: drawn.view) == CGRect(x: 16, y: 16, width: 144, height: 16))
        #expect(Self.labels(in: drawn.view).last?.frame == CGRect(x: 16, y: 32, width: 328, height: 16))
        #expect(drawn.backgroundTint?.components == UIColor(red: 0.13, green: 0.11, blue: 0.29, alpha: 1).components)
        #expect(drawn.view.backgroundColor?.components == drawn.backgroundTint?.components)
        #expect(drawn.systemActionForegroundColor?.components == UIColor.white.components)
        assertGolden(try WidgetTreeText.render(drawn.view), named: "delivery-lock-screen")
    }

    @Test("Dynamic Island: compact leading and trailing views as wide as their content within the HIG's compact size, the minimal view within its widths")
    func compactAndMinimalTrees() throws {
        let presenter = try Self.presenter()
        let leading = presenter.island(.compactLeading, at: Self.firstDraw)
        #expect(leading.view.frame.size == CGSize(width: 16, height: 36.67))
        #expect((leading.view.subviews.first as? UIImageView)?.image?.symbolGlyph == "🚲")
        let trailing = presenter.island(.compactTrailing, at: Self.firstDraw)
        #expect(trailing.view.frame.size == CGSize(width: 40, height: 36.67))
        #expect(Self.labels(in: trailing.view).map(\.text) == ["12:30"])
        let minimal = presenter.island(.minimal, at: Self.firstDraw)
        #expect(minimal.view.frame.size == CGSize(width: 36.67, height: 36.67))
        #expect(minimal.widgetURL == URL(string: "delivery://orders/A-1042"))
        #expect(minimal.keylineTint?.components == UIColor.systemOrange.components)
        let large = presenter.island(.compactTrailing, at: Self.firstDraw, sizes: .forScreenWidth(430))
        #expect(large.view.frame.size == CGSize(width: 40, height: 36.67))
        #expect(DynamicIslandSizes.forScreenWidth(430).compact.width == 62.33 && DynamicIslandSizes.forScreenWidth(393).expandedWidth == 371)
    }

    @Test("Dynamic Island expanded: leading and trailing regions at the top along their edges, center between them, bottom below, inside the margins contentMargins sets")
    func expandedRegionsPlaced() throws {
        let drawn = try Self.presenter().island(.expanded, at: Self.firstDraw)
        #expect(drawn.view.frame.size == CGSize(width: 371, height: 32))
        let labels = Self.labels(in: drawn.view)
        #expect(labels.map(\.text).prefix(3) == ["Tasca do Rio", "Ines", "12:30"])
        #expect(Self.frame(of: "Tasca do Rio", in: drawn.view) == CGRect(x: 32, y: 0, width: 96, height: 16))
        #expect(Self.frame(of: "Ines", in: drawn.view) == CGRect(x: 209.5, y: 0, width: 32, height: 16))
        #expect(Self.frame(of: "12:30", in: drawn.view) == CGRect(x: 323, y: 0, width: 40, height: 16))
        #expect(labels.last?.frame == CGRect(x: 8, y: 16, width: 355, height: 16))
        assertGolden(try WidgetTreeText.render(drawn.view), named: "delivery-island-expanded")
    }

    @Test("Timers count to the time the host draws at: the same activity shows 12:30 left, then 2:05, and its timer progress moves on with them")
    func timersCountToTheDrawingTime() throws {
        let presenter = try Self.presenter()
        for (date, left, done) in [(Self.firstDraw, "12:30", 17), (Self.secondDraw, "2:05", 39)] {
            #expect(Self.labels(in: presenter.lockScreen(width: 360, at: date).view).map(\.text).contains(left))
            #expect(Self.labels(in: presenter.island(.compactTrailing, at: date).view).map(\.text) == [left])
            let bar = try #require(Self.labels(in: presenter.island(.expanded, at: date).view).last?.text)
            #expect(bar.filter { $0 == "━" }.count == done, "\(left) left: \(bar)")
        }
    }

    @Test("A stale activity's views see isStale: the lock screen and the expanded island draw the app's stale look")
    func staleReachesTheViews() throws {
        let presenter = try Self.presenter()
        let lockScreen = Self.labels(in: presenter.lockScreen(width: 360, at: Self.firstDraw, isStale: true).view).map(\.text)
        #expect(lockScreen.contains("No news from Ines lately") && !lockScreen.contains("Ines is on the way"))
        let expanded = Self.labels(in: presenter.island(.expanded, at: Self.firstDraw, isStale: true).view).map(\.text)
        #expect(expanded.last == "Waiting for the courier's position")
    }
}
