import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import Testing

/// docs/rules/widgets.md#widget-extensions-compile
@Suite("Widget extensions built from their own sources")
struct WidgetExtensionBuildTests {
    /// The locker project's widget extension: its folder's files and the attributes file the app's folder shares with it.
    static let lockerWidgets: SwiftExtensionTarget = {
        let project = BuiltExtensions.tests.appendingPathComponent("WidgetFixtures/LockerProject")
        let files = ["LockerWidgets/LockerWidgetsBundle.swift", "LockerWidgets/AppIntent.swift", "LockerWidgets/LockerWidget.swift",
                     "LockerWidgets/LockerLiveActivity.swift", "Locker/LockerAttributes.swift"]
        return .widgetExtension(name: "LockerWidgetsExtension", sources: files.map { project.appendingPathComponent($0).path })
    }()

    /// The locker widgets' strings (as `notisim import` writes them) and asset catalog, chosen for `preferred`.
    static func lockerResources(preferring preferred: String?) -> ExtensionResources {
        let tests = BuiltExtensions.tests
        var resources = ExtensionResources(
            stringsFolder: tests.appendingPathComponent("NotiAppTests/Fixtures/LockerWidgets/strings/com.example.locker.LockerWidgets").path,
            languages: ["en", "ko"], developmentLanguage: "en",
            assetCatalogs: [tests.appendingPathComponent("WidgetFixtures/LockerProject/LockerWidgets/Assets.xcassets").path])
        resources.choose(preferring: preferred)
        return resources
    }

    /// The locker widgets' program started with its resources for `preferred`.
    static func lockerHost(preferring preferred: String?) throws -> OutOfProcessWidgetExtensionHost {
        let program = try #require(BuiltExtensions.builder().build(lockerWidgets).program)
        var launch = ExtensionLaunch(command: [program], workingDirectory: FileManager.default.temporaryDirectory.path, name: "LockerWidgetsExtension",
                                     bundleID: "com.example.locker.LockerWidgets", appBundleID: "com.example.locker", point: .content)
        launch.resources = lockerResources(preferring: preferred)
        return try OutOfProcessWidgetExtensionHost(launching: launch, limits: .standard)
    }

    /// The locker's Live Activity with 3 parcels.
    static let lockerDrawing = LiveActivityDrawing(
        attributesType: "LockerAttributes", activityID: "A1", attributes: ["lockerName": "Station Square", "compartment": "B12"],
        contentState: ["parcels": 3, "pickupBefore": 721_696_400, "holdWindow": [721_692_800, 721_696_400]], isStale: false,
        date: Date(timeIntervalSince1970: 1_700_000_000), width: 328, screenWidth: 393)

    @Test("a widget extension in the Xcode template's shape compiles unmodified with app intents, previews and fill styles, and running its @main bundle lists its widgets and Live Activities in order")
    func widgetExtensionCompilesAndLists() throws {
        let outcome = BuiltExtensions.builder().build(Self.lockerWidgets)
        if case .failed(let failure) = outcome { Issue.record("\(failure.firstError)") }
        #expect(try Self.listing(of: #require(outcome.program)) == "widget LockerWidget\nlive-activity LockerAttributes\n")
    }

    @Test("a widget extension's program started by notisim serves the widget calls: hello lists what it declares, drawLiveActivity draws each presentation from the app's own views, and JSON the app's types cannot decode is refused at its key path")
    func widgetExtensionServesTheProtocol() throws {
        let host = try Self.lockerHost(preferring: nil)
        defer { host.close() }
        #expect(host.listing == WidgetExtensionListing(widgets: [.init(kind: "LockerWidget", displayName: "Locker", families: ["systemSmall"], standBy: true)],
                                                       liveActivityTypes: ["LockerAttributes"]))
        var drawing = Self.lockerDrawing
        guard case .drawn(let views, _, _) = try host.draw(drawing) else { Issue.record("not drawn"); return }
        #expect(Set(views.keys) == Set(LiveActivityLayout.Presentation.allCases))
        let lockScreen = Self.texts(views[.lockScreen])
        #expect(lockScreen == ["Station Square", "1:00:00", "Compartment B12: 3 parcels", "Keep one more day"])
        #expect(Self.texts(views[.compactTrailing]) == ["3"] && Self.texts(views[.minimal]) == ["3"])
        #expect(Self.texts(views[.expanded]).first == "B12")
        drawing.contentState = ["pickupBefore": 721_696_400, "holdWindow": [721_692_800, 721_696_400]]
        #expect(try host.draw(drawing) == .refused("content-state.parcels: missing"))
        drawing.contentState = ["parcels": "three", "pickupBefore": 721_696_400, "holdWindow": [721_692_800, 721_696_400]]
        #expect(try host.draw(drawing) == .refused("content-state.parcels: expected a number, got a string"))
        drawing.attributesType = "ParcelAttributes"
        #expect(try host.draw(drawing) == .refused("attributes-type: the widget extension has no ActivityConfiguration for ParcelAttributes (it has LockerAttributes)"))
    }

    /// docs/rules/xcode.md#extension-resources
    @Test("a widget extension's Text(\"key\"), Image(\"name\") and Color(\"name\") find its strings and asset catalog: the device's ko-KR picks its Korean table and plural, a language it lacks its development language's, and a key no table has shows as written")
    func widgetExtensionFindsItsResources() throws {
        let korean = try Self.lockerHost(preferring: "ko-KR")
        defer { korean.close() }
        guard case .drawn(let views, _, _) = try korean.draw(Self.lockerDrawing) else { Issue.record("not drawn"); return }
        #expect(Self.texts(views[.lockScreen]) == ["Station Square", "1:00:00", "Compartment B12: 3 parcels", "하루 더 보관"])
        let glyph = BuiltExtensions.tests.appendingPathComponent("WidgetFixtures/LockerProject/LockerWidgets/Assets.xcassets/LockerGlyph.imageset/locker-glyph.png").path
        #expect(Self.images(views[.lockScreen]) == [glyph])
        let request = WidgetTimelineRequest(kind: "LockerWidget", family: "systemSmall", width: 170, height: 170)
        let timeline = try korean.timeline(request)
        // The last text but the Collected button's, which the widget shows while parcels wait.
        let waiting = { (view: CustomView) in Self.texts(view).filter { $0 != "Collected" }.last }
        #expect(timeline.entries.map { waiting($0.view) } == ["소포 2개 대기 중", "소포 1개 대기 중", "소포 0개 대기 중"])
        let japanese = try Self.lockerHost(preferring: "ja")
        defer { japanese.close() }
        #expect(try japanese.timeline(request).entries.map { waiting($0.view) } == ["2 parcels waiting", "1 parcel waiting", "No parcels waiting"])
        guard case .drawn(let english, _, _) = try japanese.draw(Self.lockerDrawing) else { Issue.record("not drawn"); return }
        #expect(Self.texts(english[.lockScreen]).last == "Keep one more day")
    }

    /// The image files a drawn view shows, in the order drawn.
    static func images(_ view: CustomView?) -> [String] {
        switch view {
        case .overlay(let children)?, .vstack(let children)?, .hstack(let children)?: children.flatMap { images($0) }
        case .placed(_, let child)?, .padding(_, let child)?: images(child)
        case .image(let attachment, _)?: attachment.map { [$0] } ?? []
        default: []
        }
    }

    /// The texts a drawn view shows, in the order drawn, each text's runs joined.
    static func texts(_ view: CustomView?) -> [String] {
        switch view {
        case .overlay(let children)?, .vstack(let children)?, .hstack(let children)?: children.flatMap { texts($0) }
        case .placed(_, let child)?, .padding(_, let child)?: texts(child)
        case .styledText(let runs, _, _)?: [runs.map(\.text).joined()]
        case .text(let text, _, _)?: [text]
        default: []
        }
    }

    /// A widget extension of one widget, marked `@main` itself, as Apple's `Widget.main()` allows.
    static let soloWidget = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: Date())], policy: .never))
            }
        }

        @main
        struct Solo: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Solo", provider: Provider()) { entry in Text(entry.date, style: .time) }
            }
        }
        """

    @Test("a lone widget marked @main runs as a bundle of that one widget")
    func loneWidgetRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-solo-widget-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Solo.swift")
        try Self.soloWidget.write(to: source, atomically: true, encoding: .utf8)
        let outcome = BuiltExtensions.builder().build(.widgetExtension(name: "SoloWidgetExtension", sources: [source.path]))
        if case .failed(let failure) = outcome { Issue.record("\(failure.firstError)") }
        #expect(try Self.listing(of: #require(outcome.program)) == "widget Solo\n")
    }

    @Test("a widget whose provider answers through its completion handler, as Xcode's widget template does, serves its timeline")
    func completionHandlerTimeline() throws {
        let source = Self.soloWidget.replacingOccurrences(of: "completion(Timeline(entries: [Entry(date: Date())], policy: .never))",
                                                          with: "DispatchQueue.main.async { completion(Timeline(entries: [Entry(date: Date())], policy: .never)) }")
        try Self.withSoloHost(source, name: "SoloTimelineExtension") { host in
            let timeline = try host.timeline(Self.soloRequest)
            #expect(timeline.entries.count == 1 && timeline.policy == .never)
        }
    }

    @Test("Date() in a widget's own provider reads notisim's clock once it is set: held still at a paused time, then counting from a moved one")
    func dateReadsNotisimsClock() throws {
        try Self.withSoloHost(Self.soloWidget, name: "SoloClockExtension") { host in
            #expect(host.takesSetClock)
            // Before notisim sets it the extension reads the real time.
            let real = try #require(try host.timeline(Self.soloRequest).entries.first).date
            #expect(abs(real.timeIntervalSinceNow) < 60)
            // Paused on a day years ahead: every reading is that instant.
            let paused = Date(timeIntervalSince1970: 1_900_000_000.25)
            try host.setClock(DeviceClockReading(now: paused, rate: 0))
            #expect(try host.timeline(Self.soloRequest).entries.first?.date == paused)
            #expect(try host.timeline(Self.soloRequest).entries.first?.date == paused)
            // Moved back to 2001 and running: it counts on from there at real speed.
            let moved = Date(timeIntervalSince1970: 1_000_000_000)
            try host.setClock(DeviceClockReading(now: moved, rate: 1))
            let counted = try #require(try host.timeline(Self.soloRequest).entries.first).date.timeIntervalSince(moved)
            #expect(counted >= 0 && counted < 10)
        }
    }

    /// The solo widget's timeline in its small family.
    static let soloRequest = WidgetTimelineRequest(kind: "Solo", family: "systemSmall", width: 158, height: 158)

    /// Builds `source` as a one-file widget extension named `name` of the app `appBundleID`, starts its program as
    /// notisim does and hands it to `body`; the program and its folder go afterwards.
    static func withSoloHost(_ source: String, name: String, appBundleID: String = "com.example.solo",
                             _ body: (OutOfProcessWidgetExtensionHost) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let outcome = BuiltExtensions.builder().build(.widgetExtension(name: name, sources: [file.path]))
        if case .failed(let failure) = outcome { Issue.record("\(failure.firstError)") }
        let launch = ExtensionLaunch(command: [try #require(outcome.program)], workingDirectory: folder.path, name: name,
                                     bundleID: appBundleID + ".Widget", appBundleID: appBundleID, point: .content)
        let host = try OutOfProcessWidgetExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        try body(host)
    }

    /// What running `program` writes to standard output; the program must exit 0.
    static func listing(of program: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return listed
    }
}
