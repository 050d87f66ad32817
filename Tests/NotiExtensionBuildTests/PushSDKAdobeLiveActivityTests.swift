import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import Testing

/// docs/rules/push-sdks.md#adobe-journey-optimizer: a widget extension whose Live Activity's attributes are Adobe's
/// `LiveActivityAttributes`.
@Suite("Adobe Journey Optimizer's Live Activities in a widget extension")
struct PushSDKAdobeLiveActivityTests {
    /// A parcel Live Activity in the shape Adobe's guide gives: attributes with their `liveActivityData`, a sample for
    /// Assurance, and views that show the Adobe id.
    static let widget = """
        import ActivityKit
        import AEPMessagingLiveActivity
        import SwiftUI
        import WidgetKit

        @available(iOS 16.1, *)
        struct ParcelAttributes: LiveActivityAttributes {
            var liveActivityData: LiveActivityData
            var courier: String

            struct ContentState: Codable, Hashable {
                var stopsAway: Int
            }
        }

        @available(iOS 16.1, *)
        extension ParcelAttributes: LiveActivityAssuranceDebuggable {
            static func getDebugInfo() -> (attributes: ParcelAttributes, state: ContentState) {
                (ParcelAttributes(liveActivityData: LiveActivityData(liveActivityID: "debug-parcel"), courier: "Debug"), ContentState(stopsAway: 1))
            }
        }

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    VStack {
                        Text(context.attributes.courier)
                        Text("\\(context.state.stopsAway) stops away")
                        Text(context.attributes.liveActivityData.liveActivityID ?? context.attributes.liveActivityData.channelID ?? "no id")
                        Text(context.attributes.liveActivityData.origin?.rawValue ?? "origin not given")
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { Text(context.attributes.courier) }
                    } compactLeading: {
                        Text(context.attributes.courier)
                    } compactTrailing: {
                        Text("\\(context.state.stopsAway)")
                    } minimal: {
                        Text("\\(context.state.stopsAway)")
                    }
                }
            }
        }

        @main
        struct ParcelWidgets: WidgetBundle {
            var body: some Widget { ParcelLiveActivity() }
        }
        """

    @Test("a Live Activity whose attributes are Adobe's LiveActivityAttributes builds, and its views read the liveActivityData a push-to-start carries: an activity's id and origin, or a broadcast channel's id")
    func adobeAttributesDecodeAndDraw() throws {
        try WidgetExtensionBuildTests.withSoloHost(Self.widget, name: "ParcelWidgetsExtension", appBundleID: "com.example.parcel") { host in
            #expect(host.listing.liveActivityTypes == ["ParcelAttributes"])
            var drawing = LiveActivityDrawing(
                attributesType: "ParcelAttributes", activityID: "A1",
                attributes: ["courier": "Swift Post", "liveActivityData": ["liveActivityID": "order-7", "origin": "remote"]],
                contentState: ["stopsAway": 3], isStale: false, date: Date(timeIntervalSince1970: 1_700_000_000), width: 328, screenWidth: 393)
            guard case .drawn(let views, _, _) = try host.draw(drawing) else { Issue.record("not drawn"); return }
            #expect(WidgetExtensionBuildTests.texts(views[.lockScreen]) == ["Swift Post", "3 stops away", "order-7", "remote"])
            drawing.attributes = ["courier": "Swift Post", "liveActivityData": ["channelID": "city-deliveries"]]
            guard case .drawn(let broadcast, _, _) = try host.draw(drawing) else { Issue.record("not drawn"); return }
            #expect(WidgetExtensionBuildTests.texts(broadcast[.lockScreen]) == ["Swift Post", "3 stops away", "city-deliveries", "origin not given"])
            drawing.attributes = ["courier": "Swift Post"]
            #expect(try host.draw(drawing) == .refused("attributes.liveActivityData: missing"))
        }
    }
}
