import ActivityKit
import Foundation
import NotiCore
import SwiftUI
import Testing
import WidgetKit
@testable import DeliveryWidgetExtension
@testable import NotiWidgetHost

/// What a widget bundle declares, ActivityKit as an extension's code sees it, and SwiftUI's counting texts
/// (docs/rules/widgets.md).
@MainActor
@Suite("Widget extensions: bundles, ActivityKit and counting text")
struct WidgetBundleTests {
    @Test("a widget bundle lists its widgets by kind with their gallery name, description and families, and its Live Activities by attributes type name, an if #available included")
    func bundleEnumeration() throws {
        let catalog = WidgetExtensionCatalog(bundle: DeliveryWidgets.self)
        #expect(catalog.widgets.map(\.kind) == ["CourierWidget"])
        #expect(catalog.widgets.first?.displayName == "Courier")
        #expect(catalog.widgets.first?.description == "The deliveries you made today.")
        #expect(catalog.widgets.first?.supportedFamilies == [.systemSmall, .systemMedium])
        #expect(catalog.liveActivityTypes == ["DeliveryAttributes"])
        #expect(WidgetExtensionCatalog(widgets: [DeliveryLiveActivity()]).liveActivityTypes == ["DeliveryAttributes"])
        #expect(throws: WidgetHostError.unknownAttributesType("PizzaAttributes", known: ["DeliveryAttributes"])) {
            try catalog.liveActivity(attributesType: "PizzaAttributes", attributes: Data("{}".utf8), contentState: Data("{}".utf8), activityID: "A1")
        }
        #expect(WidgetHostError.unknownAttributesType("PizzaAttributes", known: ["DeliveryAttributes"]).description
            == "attributes-type: the widget extension has no ActivityConfiguration for PizzaAttributes (it has DeliveryAttributes)")
    }

    /// A widget whose entry view gives two texts one after another with no stack, as real widget bodies do.
    struct LooseTextsWidget: Widget {
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: CourierProvider.morning) }
            func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Loose", provider: Provider()) { _ in
                Text("Favorite")
                Text("Emoji")
            }
        }
    }

    @Test("views a widget's entry view gives one after another with no stack are stacked, as SwiftUI stacks a root's views")
    func looseViewsStack() throws {
        let drawn = try WidgetExtensionCatalog(widgets: [LooseTextsWidget()])
            .placeholder(kind: "Loose", family: .systemSmall, size: CGSize(width: 160, height: 160), placement: .homeScreen, at: CourierProvider.morning)
        let first = try #require(DeliveryLiveActivityTests.frame(of: "Favorite", in: drawn.view))
        let second = try #require(DeliveryLiveActivityTests.frame(of: "Emoji", in: drawn.view))
        #expect(first.maxY <= second.minY, "\(first) \(second)")
    }

    @Test("a widget's placeholder entry is drawn at the family's size over its container background, the view reading its widgetFamily")
    func widgetPlaceholderDrawn() throws {
        let catalog = WidgetExtensionCatalog(bundle: DeliveryWidgets.self)
        let small = try catalog.placeholder(kind: "CourierWidget", family: .systemSmall, size: CGSize(width: 160, height: 160), placement: .homeScreen, at: CourierProvider.morning)
        #expect(small.view.frame.size == CGSize(width: 160, height: 160))
        #expect(DeliveryLiveActivityTests.labels(in: small.view).map(\.text) == ["3", "today"])
        #expect(small.view.subviews.first?.backgroundColor?.components == UIColor.systemOrange.components)
        #expect(small.view.subviews.first?.frame == CGRect(x: 0, y: 0, width: 160, height: 160))
        let medium = try catalog.placeholder(kind: "CourierWidget", family: .systemMedium, size: CGSize(width: 336, height: 160), placement: .homeScreen, at: CourierProvider.morning)
        #expect(DeliveryLiveActivityTests.labels(in: medium.view).map(\.text) == ["3", "deliveries today"])
        #expect(throws: WidgetHostError.unknownKind("Weather", known: ["CourierWidget"])) {
            try catalog.placeholder(kind: "Weather", family: .systemSmall, size: CGSize(width: 160, height: 160), placement: .homeScreen, at: CourierProvider.morning)
        }
    }

    @Test("a Lock Screen widget is drawn without its container background, its view reading showsWidgetContainerBackground false")
    func lockScreenWidgetHasNoContainerBackground() throws {
        let catalog = WidgetExtensionCatalog(bundle: DeliveryWidgets.self)
        let lock = try catalog.placeholder(kind: "CourierWidget", family: .accessoryRectangular, size: CGSize(width: 160, height: 72), placement: .lockScreen, at: CourierProvider.morning)
        #expect(DeliveryLiveActivityTests.labels(in: lock.view).map(\.text) == ["3", "deliveries today", "on the Lock Screen"])
        #expect(!lock.view.subviews.contains { $0.backgroundColor?.components == UIColor.systemOrange.components })
        #expect(EnvironmentValues().showsWidgetContainerBackground)
    }

    /// A small widget whose content is one text at its top leading corner over a green container background, in the
    /// configuration its variant says.
    struct CornerWidget: Widget {
        enum Variant { case plain, marginsDisabled, mediumOnly, backgroundKept, backgroundRemovable, standByDisfavoured, mediumDisfavoured }
        typealias Provider = LooseTextsWidget.Provider

        /// The view: the text, and a second one saying the margins the widget reads and whether its background shows.
        struct Corner: View {
            @Environment(\.widgetContentMargins) private var margins
            @Environment(\.showsWidgetContainerBackground) private var showsBackground

            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Corner")
                    Text("margin \(Int(margins.leading))" + (showsBackground ? "" : " bare"))
                    Spacer()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .containerBackground(Color.green, for: .widget)
            }
        }

        var variant = Variant.plain

        init() {}
        init(_ variant: Variant) { self.variant = variant }

        private var corner: StaticConfiguration<Corner> { StaticConfiguration(kind: "Corner", provider: Provider()) { _ in Corner() } }

        var body: some WidgetConfiguration {
            switch variant {
            case .plain: corner
            case .marginsDisabled: corner.contentMarginsDisabled()
            case .mediumOnly: corner.supportedFamilies([.systemMedium])
            case .backgroundKept: corner.containerBackgroundRemovable(false)
            case .backgroundRemovable: corner.containerBackgroundRemovable()
            case .standByDisfavoured: corner.disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
            case .mediumDisfavoured: corner.disfavoredLocations([.standBy], for: [.systemMedium])
            }
        }
    }

    @Test("a widget's content sits inside the system's content margins, which it reads from widgetContentMargins; contentMarginsDisabled puts it at the edge, the margins still readable")
    func widgetContentMargins() throws {
        let placement = WidgetPlacementDrawing(location: .homeScreen, contentMargin: 16)
        let size = CGSize(width: 158, height: 158)
        let margined = try WidgetExtensionCatalog(widgets: [CornerWidget()])
            .placeholder(kind: "Corner", family: .systemSmall, size: size, placement: placement, at: CourierProvider.morning)
        #expect(DeliveryLiveActivityTests.frame(of: "Corner", in: margined.view)?.origin == CGPoint(x: 16, y: 16))
        #expect(DeliveryLiveActivityTests.labels(in: margined.view).map(\.text).contains("margin 16"))
        #expect(margined.view.subviews.first?.frame == CGRect(origin: .zero, size: size), "the background covers the whole widget, margins included")
        let disabled = try WidgetExtensionCatalog(widgets: [CornerWidget(.marginsDisabled)])
            .placeholder(kind: "Corner", family: .systemSmall, size: size, placement: placement, at: CourierProvider.morning)
        #expect(DeliveryLiveActivityTests.frame(of: "Corner", in: disabled.view)?.origin == .zero)
        #expect(DeliveryLiveActivityTests.labels(in: disabled.view).map(\.text).contains("margin 16"))
    }

    @Test("in StandBy a small widget is drawn without its container background, showsWidgetContainerBackground false; it is offered there only small, with a removable background, StandBy not disfavoured")
    func standByRemovesTheBackground() throws {
        let standBy = try WidgetExtensionCatalog(widgets: [CornerWidget()])
            .placeholder(kind: "Corner", family: .systemSmall, size: CGSize(width: 158, height: 158),
                         placement: WidgetPlacementDrawing(location: .standBy, contentMargin: 16), at: CourierProvider.morning)
        #expect(DeliveryLiveActivityTests.labels(in: standBy.view).map(\.text).contains("margin 16 bare"))
        #expect(!standBy.view.subviews.contains { $0.backgroundColor?.components == UIColor.systemGreen.components })
        let offered = { (widget: any Widget) in WidgetExtensionCatalog(widgets: [widget]).widgets.first?.offeredInStandBy }
        #expect(offered(CornerWidget()) == true)
        #expect(offered(CornerWidget(.mediumOnly)) == false)
        #expect(offered(CornerWidget(.backgroundKept)) == false)
        #expect(offered(CornerWidget(.backgroundRemovable)) == true)
        #expect(offered(CornerWidget(.standByDisfavoured)) == false)
        #expect(offered(CornerWidget(.mediumDisfavoured)) == true)
    }

    @Test("ActivityKit in a widget extension: no activities, request throws visibility, Live Activities enabled; update and end change an activity as documented")
    func activityKitOutsideTheApp() async throws {
        let state = DeliveryAttributes.ContentState(courierName: "Ines", estimatedArrival: DeliveryLiveActivityTests.eta, progress: 0.25)
        let attributes = DeliveryAttributes(orderNumber: "A-1042", restaurant: "Tasca do Rio", pickedUp: DeliveryLiveActivityTests.pickedUp)
        #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        #expect(throws: ActivityAuthorizationError.visibility) {
            try Activity.request(attributes: attributes, content: ActivityContent(state: state, staleDate: nil), pushType: .token)
        }
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(!ActivityAuthorizationInfo().frequentPushesEnabled)

        let activity = Activity(id: "A1", attributes: attributes, content: ActivityContent(state: state, staleDate: nil), pushToken: nil)
        var nearer = state
        nearer.progress = 0.75
        await activity.update(ActivityContent(state: nearer, staleDate: nil, relevanceScore: 50))
        #expect(activity.content.state.progress == 0.75 && activity.content.relevanceScore == 50 && activity.activityState == .active)
        await activity.end(nil, dismissalPolicy: .after(DeliveryLiveActivityTests.eta))
        #expect(activity.activityState == .ended && activity.content.state.progress == 0.75)
        await activity.update(ActivityContent(state: state, staleDate: nil))
        #expect(activity.content.state.progress == 0.75, "an ended activity ignores updates")
        await activity.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .immediate)
        #expect(activity.activityState == .dismissed && activity.content.state.progress == 0.25)
    }

    @Test("an activity lent to a LiveActivityIntent is listed by Activity.activities until taken back, and what update and end did reads back with its content state encoded as ActivityKit encodes it")
    func lentActivityReportsItsChange() async throws {
        let state = DeliveryAttributes.ContentState(courierName: "Ines", estimatedArrival: DeliveryLiveActivityTests.eta, progress: 0.25)
        let attributes = DeliveryAttributes(orderNumber: "A-1042", restaurant: "Tasca do Rio", pickedUp: DeliveryLiveActivityTests.pickedUp)
        let activity = Activity(id: "A1", attributes: attributes, content: ActivityContent(state: state, staleDate: nil), pushToken: nil)
        #expect(try activity.change() == nil, "neither update nor end was called")
        var nearer = state
        nearer.progress = 0.75
        await LentActivities.lending(activity) {
            #expect(Activity<DeliveryAttributes>.activities.map(\.id) == ["A1"])
            // The intent's own task, as a button starts it, sees the activity too.
            await Task {
                await Activity<DeliveryAttributes>.activities.first?.update(ActivityContent(state: nearer, staleDate: DeliveryLiveActivityTests.eta, relevanceScore: 50))
            }.value
        }
        #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        let updated = try #require(try activity.change())
        let encoded = try JSONParser.parse(Array(updated.contentState))
        #expect(encoded["courierName"] == "Ines" && encoded["progress"] == 0.75)
        #expect(encoded["estimatedArrival"]?.doubleValue == DeliveryLiveActivityTests.eta.timeIntervalSinceReferenceDate, "seconds since 2001")
        #expect(updated.staleDate == DeliveryLiveActivityTests.eta && updated.relevanceScore == 50 && updated.ending == nil)
        await activity.end(nil, dismissalPolicy: .after(DeliveryLiveActivityTests.eta))
        #expect(try activity.change()?.ending == .after(DeliveryLiveActivityTests.eta))
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(try activity.change()?.ending == .immediate)
    }

    @Test("date styles count to the time the view is drawn at, also interpolated in a literal: relative, offset, timer")
    func dateStylesCount() throws {
        let start = Date(timeIntervalSinceReferenceDate: 780_000_000), later = start.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        func shown(_ text: Text, at date: Date) -> [String] {
            let controller = UIHostingController(rootView: text.environment(\.drawingDate, date))
            controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 16)
            controller.view.layoutIfNeeded()
            return DeliveryLiveActivityTests.labels(in: controller.view).map(\.text)
        }
        #expect(shown(Text(later, style: .relative), at: start) == ["2 hours, 23 minutes"])
        #expect(shown(Text(later, style: .offset), at: start) == ["+2 hours"])
        #expect(shown(Text(start, style: .offset), at: later) == ["-2 hours"])
        #expect(shown(Text(later, style: .timer), at: start) == ["2:23:05"])
        #expect(shown(Text("Arrives in \(later, style: .relative)"), at: later.addingTimeInterval(-65)) == ["Arrives in 1 minute, 5 seconds"])
        #expect(shown(Text("**Left:** \(Text(timerInterval: start...later))"), at: later.addingTimeInterval(-125)) == ["Left: 2:05"])
    }

    @Test("a counting text takes the whole width offered: after a Spacer it follows the text before it, multilineTextAlignment(.trailing) puts it at the edge, a frame or fixedSize keeps its own width; a date in a fixed style does not")
    func countingTextFillsWidth() throws {
        let start = Date(timeIntervalSinceReferenceDate: 780_000_000), end = start.addingTimeInterval(750)
        /// The frame of each label of `view` drawn 400 points wide, by its text.
        func frames(_ view: some View) -> [String: CGRect] {
            let controller = UIHostingController(rootView: view.environment(\.drawingDate, start))
            controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 16)
            controller.view.layoutIfNeeded()
            return Dictionary(DeliveryLiveActivityTests.labels(in: controller.view).map { ($0.text, $0.frame) }) { first, _ in first }
        }
        let plain = frames(HStack(spacing: 0) { Text("Pickup"); Spacer(minLength: 0); Text(timerInterval: start...end) })
        #expect(plain["12:30"] == CGRect(x: 48, y: 0, width: 352, height: 16), "the rest of the row; the spacer gets none")
        let trailing = frames(HStack(spacing: 0) { Text("Pickup"); Spacer(minLength: 0); Text(timerInterval: start...end).multilineTextAlignment(.trailing) })
        let controller = UIHostingController(rootView: Text(timerInterval: start...end).multilineTextAlignment(.trailing).environment(\.drawingDate, start))
        controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 16)
        controller.view.layoutIfNeeded()
        func firstLabel(_ view: UIView) -> UILabel? { (view as? UILabel) ?? view.subviews.lazy.compactMap(firstLabel).first }
        #expect(trailing["12:30"]?.width == 352 && firstLabel(controller.view)?.textAlignment == .right, "its words at the trailing edge of that width")
        #expect(frames(HStack(spacing: 0) { Text("Pickup"); Spacer(minLength: 0); Text(timerInterval: start...end).frame(width: 40) })["12:30"]
                == CGRect(x: 360, y: 0, width: 40, height: 16))
        #expect(frames(HStack(spacing: 0) { Text("Pickup"); Spacer(minLength: 0); Text(timerInterval: start...end).fixedSize() })["12:30"]
                == CGRect(x: 360, y: 0, width: 40, height: 16))
        #expect(frames(HStack(spacing: 0) { Text("Pickup"); Spacer(minLength: 0); Text(end, style: .relative) })["12 minutes, 30 seconds"]?.width == 352)
        #expect(frames(HStack(spacing: 0) { Text("Pickup"); Spacer(minLength: 0); Text(end, style: .time) }).values.map(\.maxX).max() == 400,
                "a time of day keeps its own width, after the spacer")
    }
}

extension WidgetPlacementDrawing {
    /// On the Home Screen with no content margins.
    static let homeScreen = WidgetPlacementDrawing(location: .homeScreen, contentMargin: 0)
    /// On the Lock Screen with no content margins.
    static let lockScreen = WidgetPlacementDrawing(location: .lockScreen, contentMargin: 0)
}
