import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import NotiExtensions
import NotiLayout
import NotiWorkspace
import TestSupport

/// docs/rules/widgets.md#widgets-on-their-pages: the widgets page, driven by the core's messages as the runner would
/// send them, with timelines of the test's own making.
@Suite("The widgets page")
struct WidgetPageTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// The Locker workspace's model at `start` on the iPhone 15, iOS 26 unless `os` says, and its widget extension.
    static func model(os: String = "26") throws -> (AppModel, WidgetExtensionDefinition) {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/LockerWidgets")
        let workspace = try Session.loadWorkspace(folder.path)
        let model = try Session.makeModel(workspace: workspace, os: os, device: "iphone-15", theme: "light", environment: [:],
                                          size: TerminalSize(cols: 80, rows: 36), now: start, timeZone: TimeZone(identifier: "UTC")!)
        return (model, try #require(workspace.widgetExtensions.first))
    }

    static let listing = WidgetExtensionListing(widgets: [.init(kind: "LockerWidget", displayName: "Locker", families: ["systemSmall", "accessoryRectangular", "systemExtraLarge"])],
                                                liveActivityTypes: ["LockerAttributes"])

    /// A timeline whose entries say `texts`, an hour apart from `start`.
    static func timeline(_ texts: [String], policy: WidgetReloadPolicy) -> DrawnWidgetTimeline {
        DrawnWidgetTimeline(entries: texts.enumerated().map { index, text in
            .init(date: start + Double(index) * 3600, view: .text(text, style: .body, wraps: true))
        }, policy: policy)
    }

    static func screen(_ model: AppModel) -> String {
        AppView.render(model, attachments: AttachmentReaders(image: { _ in .failure(ImageDecodingError("no images here")) }, mediaDuration: { _ in nil })).text()
    }

    /// The timeline requests among `effects`.
    static func requests(_ effects: [AppEffect]) -> [WidgetTimelineRequest] {
        effects.compactMap { if case let .loadWidgetTimeline(_, request) = $0 { request } else { nil } }
    }

    @Test("opening the page starts the widget extension, and each widget is asked for its timeline in each family the iPhone shows, at the device table's size")
    func openingLoadsEachFamily() throws {
        var (model, definition) = try Self.model()
        let opened = model.update(.command(.widgets))
        #expect(opened.contains(.startWidgetExtension(definition)))
        #expect(model.screen == .widgets)
        let requests = Self.requests(model.update(.widgetExtensionStarted(definition, Self.listing)))
        #expect(requests == [WidgetTimelineRequest(kind: "LockerWidget", family: "systemSmall", width: 158, height: 158, location: .homeScreen, contentMargin: 16),
                             WidgetTimelineRequest(kind: "LockerWidget", family: "accessoryRectangular", width: 160, height: 72, location: .lockScreen, contentMargin: 0)])
        #expect(Self.screen(model).contains("Loading…"))
    }

    @Test("a page whose widget extensions declare Live Activities only says so once they have started, not that they are starting")
    func liveActivitiesOnly() throws {
        var (model, definition) = try Self.model()
        _ = model.update(.command(.widgets))
        #expect(Self.screen(model).contains("Starting the widget extensions…"))
        _ = model.update(.widgetExtensionStarted(definition, WidgetExtensionListing(widgets: [], liveActivityTypes: ["LockerAttributes"])))
        let screen = Self.screen(model)
        #expect(screen.contains("The widget extensions here declare no") && screen.contains("Live Activities show on the") && !screen.contains("Starting"),
                "\(screen)")
    }

    @Test("StandBy (iOS 17+): a widget iOS offers there is shown small in a StandBy section, asked for with its location and the content margins; iOS 16 has neither StandBy nor margins")
    func standBySection() throws {
        var standByListing = Self.listing
        standByListing.widgets[0].standBy = true
        var (model, definition) = try Self.model(os: "17")
        _ = model.update(.command(.widgets))
        let requests = Self.requests(model.update(.widgetExtensionStarted(definition, standByListing)))
        #expect(requests.last == WidgetTimelineRequest(kind: "LockerWidget", family: "systemSmall", width: 158, height: 158, location: .standBy, contentMargin: 16))
        for request in requests {
            _ = model.update(.widgetTimelineDrawn(definition, request, .success(Self.timeline(["in \(request.location.rawValue)"], policy: .never))))
        }
        let screen = Self.screen(model)
        #expect(screen.contains("StandBy") && screen.contains("in standBy") && screen.contains("in homeScreen"), "\(screen)")
        var (unoffered, _) = try Self.model(os: "17")
        _ = unoffered.update(.command(.widgets))
        #expect(Self.requests(unoffered.update(.widgetExtensionStarted(definition, Self.listing))).allSatisfy { $0.location != .standBy })

        var (older, _) = try Self.model(os: "16")
        _ = older.update(.command(.widgets))
        let olderRequests = Self.requests(older.update(.widgetExtensionStarted(definition, standByListing)))
        #expect(olderRequests.map(\.location) == [.homeScreen, .lockScreen])
        #expect(olderRequests.allSatisfy { $0.contentMargin == 0 })
    }

    @Test("the page shows the entry whose date has come on notisim's clock, a Home Screen and a Lock Screen section")
    func entriesFollowTheClock() throws {
        var (model, definition) = try Self.model()
        _ = model.update(.command(.widgets))
        for request in Self.requests(model.update(.widgetExtensionStarted(definition, Self.listing))) {
            _ = model.update(.widgetTimelineDrawn(definition, request, .success(Self.timeline(["\(request.family) first", "\(request.family) second"], policy: .never))))
        }
        let first = Self.screen(model)
        #expect(first.contains("Home Screen") && first.contains("Lock Screen"), "\(first)")
        #expect(first.contains("systemSmall first") && first.contains("Locker · LockerWidget") && first.contains("┏ small "), "\(first)")
        assertGolden(first, named: "widget-page")
        #expect(WidgetSizes.rows(of: "accessoryInline", points: 26, metrics: .standard) == 1)
        #expect(WidgetSizes.rows(of: "accessoryRectangular", points: 72, metrics: .standard) == 5)
        _ = model.update(.clockTicked(Self.start + 3600))
        #expect(Self.screen(model).contains("systemSmall second"))
    }

    @Test("a timeline reloads as its policy says: at its end, after its date, never; at most once in five minutes")
    func reloadPolicies() throws {
        for (policy, reloadsAt) in [(WidgetReloadPolicy.atEnd, 3600.0), (.after(Self.start + 600), 600), (.never, nil)] {
            var (model, definition) = try Self.model()
            _ = model.update(.command(.widgets))
            let request = try #require(Self.requests(model.update(.widgetExtensionStarted(definition, Self.listing))).first)
            _ = model.update(.widgetTimelineDrawn(definition, request, .success(Self.timeline(["a", "b"], policy: policy))))
            #expect(Self.requests(model.update(.clockTicked(Self.start + 299))).isEmpty)
            let due = reloadsAt.map { Self.start + $0 } ?? Self.start + 86_400
            let reloads = Self.requests(model.update(.clockTicked(due)))
            #expect(reloads == (reloadsAt == nil ? [] : [request]), "\(policy)")
        }
    }

    @Test("a widgets push reloads the app's widgets; an extension that cannot run is said once and shown on the page")
    func widgetsPushAndFailure() throws {
        var (model, definition) = try Self.model()
        _ = model.update(.command(.widgets))
        let requests = Self.requests(model.update(.widgetExtensionStarted(definition, Self.listing)))
        for request in requests {
            _ = model.update(.widgetTimelineDrawn(definition, request, .success(Self.timeline(["a"], policy: .never))))
        }
        #expect(Self.requests(model.widgetsPushed(to: definition.appBundleID)) == requests)
        #expect(model.log.entries.contains { $0.text.contains("a widgets push reloads com.example.locker's widgets") })
        var failing = try Self.model()
        _ = failing.0.update(.command(.widgets))
        _ = failing.0.update(.widgetExtensionFailed(definition, .launchFailed("does not build: LockerWidget.swift:3: error: boom")))
        _ = failing.0.update(.widgetExtensionFailed(definition, .launchFailed("does not build: again")))
        #expect(failing.0.log.entries.filter { $0.text.contains("its widgets are not drawn") }.count == 1)
        #expect(Self.screen(failing.0).contains("LockerWidget.swift:3: error: boom"))
    }

    @Test("Tab moves the selection round the widgets; a digit presses the selected entry's button in the extension; an answered intent reloads the app's widgets, an error answer is logged and leaves them drawn")
    func selectionAndButtonPresses() throws {
        var (model, definition) = try Self.model()
        _ = model.update(.command(.widgets))
        let requests = Self.requests(model.update(.widgetExtensionStarted(definition, Self.listing)))
        for request in requests {
            var timeline = Self.timeline(["\(request.family) first"], policy: .never)
            timeline.entries[0].buttons = request.family == "systemSmall" ? ["Collected", "Later"] : []
            _ = model.update(.widgetTimelineDrawn(definition, request, .success(timeline)))
        }
        #expect(Self.screen(model).contains("1 Collected 2 Later"))
        let pressed = model.update(.key(.character("2")))
        #expect(pressed == [.pressWidgetButton(definition, WidgetButtonPress(widget: requests[0], entry: 0, button: 1))])
        _ = model.update(.key(.tab))
        #expect(model.widgetPage.selected == 1)
        #expect(model.update(.key(.character("1"))).isEmpty && model.notice == "the LockerWidget widget has no buttons")
        _ = model.update(.key(.backTab))
        #expect(model.widgetPage.selected == 0)
        _ = model.update(.key(.backTab))
        #expect(model.widgetPage.selected == 1, "the selection wraps round")

        let press = WidgetButtonPress(widget: requests[0], entry: 0, button: 1)
        #expect(Self.requests(model.update(.widgetButtonPressed(definition, press, .success([])))) == requests)
        _ = model.update(.widgetButtonPressed(definition, press, .failure(.reportedError(call: "pressWidgetButton", message: "params.button: no button 2"))))
        #expect(model.log.entries.contains { $0.text.contains("answered pressWidgetButton with an error: params.button: no button 2") })
        #expect(model.widgetPage.failures.isEmpty, "an error answer leaves the widgets drawn")
    }
}
