import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import NotiWidgetHost

/// A widget configured by an app intent, and a button performing one (docs/rules/widgets.md#app-intents).
@MainActor
@Suite("Widget extensions: app intents")
struct AppIntentWidgetTests {
    struct ShelfIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Shelf" }

        @Parameter(title: "Shelf", default: "Poetry")
        var shelf: String
    }

    struct ShelfEntry: TimelineEntry {
        let date: Date
        let shelf: String
    }

    struct ShelfProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> ShelfEntry { ShelfEntry(date: .distantPast, shelf: ShelfIntent().shelf) }
        func snapshot(for configuration: ShelfIntent, in context: Context) async -> ShelfEntry { ShelfEntry(date: .now, shelf: configuration.shelf) }
        func timeline(for configuration: ShelfIntent, in context: Context) async -> Timeline<ShelfEntry> {
            Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
        }
    }

    struct ShelfWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "Shelf", intent: ShelfIntent.self, provider: ShelfProvider()) { entry in
                Text(entry.shelf).containerBackground(.fill.tertiary, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    /// Hands each performance to the test, which waits for it.
    struct ReshelveIntent: LiveActivityIntent {
        static var title: LocalizedStringResource { "Reshelve" }
        static let performed = AsyncStream<String>.makeStream()

        func perform() async throws -> some IntentResult {
            Self.performed.continuation.yield("reshelved")
            return .result()
        }
    }

    @Test("a widget configured by an app intent is listed by its kind and drawn from its provider's placeholder, the intent's parameter at its default")
    func appIntentWidgetListedAndDrawn() throws {
        let catalog = WidgetExtensionCatalog(widgets: [ShelfWidget()])
        #expect(catalog.widgets.map(\.kind) == ["Shelf"])
        #expect(catalog.widgets.first?.supportedFamilies == [.systemSmall])
        let drawn = try catalog.placeholder(kind: "Shelf", family: .systemSmall, size: CGSize(width: 160, height: 160), placement: .homeScreen, at: .distantPast)
        #expect(DeliveryLiveActivityTests.labels(in: drawn.view).map(\.text) == ["Poetry"])
        #expect(drawn.view.subviews.first?.backgroundColor?.components == UIColor.secondarySystemBackground.components)
        let intent = ShelfIntent()
        intent.shelf = "Atlases"
        #expect(intent.shelf == "Atlases", "a parameter takes a new value on an intent held by let, as Apple's reference wrapper does")
    }

    @Test("a button made with an app intent performs it when pressed")
    func buttonPerformsIntent() async throws {
        let controller = UIHostingController(rootView: Button(intent: ReshelveIntent()) { Text("Reshelve") })
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        controller.view.layoutIfNeeded()
        try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first).sendActions(for: .primaryActionTriggered)
        var performed = ReshelveIntent.performed.stream.makeAsyncIterator()
        #expect(await performed.next() == "reshelved")
    }
}
