import Foundation
import Testing
import NotiCore
import NotiLayout
import NotiWorkspace
import TestSupport
@testable import NotiXcode

/// docs/rules/presentation.md#template-image-action-icons: an action's `templateImage` is read from the app's asset catalog when the
/// workspace (or the project it was imported from) is opened, drawn as one shaded cell in the terminal and as the image
/// tinted with the action's colour in an iOS picture.
@Suite("Template-image action icons")
struct TemplateImageIconTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/TemplateIcons")

    static func loaded() throws -> (workspace: Workspace, warnings: [String]) {
        let result = WorkspaceLoader.load(directory: fixture)
        let workspace = try #require(result.workspace, "\(result.diagnostics)")
        return (workspace, result.diagnostics.map(\.description))
    }

    static func category() throws -> NotificationCategory {
        try #require(try loaded().workspace.apps.first?.categories.first)
    }

    static func render(_ category: NotificationCategory, os: String = "15") throws -> (view: RenderedView, model: ExpandedViewModel, context: RenderContext) {
        let app = SimulatedApp(bundleID: "com.example.recipes", displayName: "Recipes", iconGlyph: "🍳")
        var content = NotificationContent(title: "Pancakes", body: "Ready in 20 minutes")
        content.categoryIdentifier = category.identifier
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let notification = DeliveredNotification(bundleID: app.bundleID, request: NotificationRequest(identifier: "p", content: content), date: now)
        let model = ExpandedViewModel(notification: notification, app: app, category: category)
        let device = DeviceProfile(id: "test-44", displayName: "Test", screenWidthPoints: 44 * 8 + 16, screenHeightPoints: 852)
        let context = RenderContext(os: try OSProfile.named(os), device: device, theme: Theme(name: "plain"), now: now,
                                    availableColumns: nil, availableRows: nil, imageCellStyle: .shading, loadImage: TestAttachments.loadImage)
        return (ExpandedView.render(model, context: context), model, context)
    }

    @Test("template images are read from the app's asset catalog when the workspace opens, the largest scale of the set")
    func readFromTheAssetCatalog() throws {
        let actions = try Self.category().actions
        let save = try #require(actions.first { $0.identifier == "save" }?.templateImage)
        let star = try Data(contentsOf: Self.fixture.appendingPathComponent("Assets.xcassets/Star.imageset/star@2x.png"))
        #expect(save.name == "Star" && save.bytes == [UInt8](star))
        #expect(abs(save.coverage - 28.0 / 64.0) < 0.001)
        #expect(actions.first { $0.identifier == "delete" }?.templateImage?.coverage == 1, "a set in a catalog's folder group is found")
    }

    @Test("a missing or undecodable template image is one warning naming the action, the image and the reason; the neutral mark is drawn")
    func missingImagesWarn() throws {
        let warnings = try Self.loaded().warnings
        let rate = warnings.filter { $0.contains("action rate: template image \"Broken\"") }
        let print = warnings.filter { $0.contains("action print: template image \"Printer\": no Printer.imageset") }
        #expect(rate.count == 1 && print.count == 1, "\(warnings)")
        #expect(rate.first?.contains("Broken.imageset/broken.png") == true, "\(rate)")
        let actions = try Self.category().actions
        #expect(actions.filter { $0.templateImage != nil && $0.templateImage?.bytes == nil }.map(\.identifier) == ["rate", "print"])
        #expect(try Self.render(Self.category()).view.regions.first { $0.identifier == "print" }?.text == "5 ◇ Print")
    }

    @Test("the action list draws a template image as one shaded cell by its coverage, beside symbols and neutral marks")
    func actionListGolden() throws {
        let rendered = try Self.render(Self.category())
        assertGolden(rendered.view.grid.text(), named: "template-icon-action-list",
                     filePath: Self.fixture.appendingPathComponent("workspace.json").path)
        #expect(rendered.view.regions.first { $0.identifier == "save" }?.text == "1 ▒ Save")
        #expect(rendered.view.regions.first { $0.identifier == "delete" }?.text == "2 █ Delete")
        #expect(try Self.render(Self.category(), os: "14").view.regions.first { $0.identifier == "save" }?.text == "1 Save", "no icons before iOS 15")
        #expect(ActionList.templateGlyph(coverage: 0.1) == "░" && ActionList.templateGlyph(coverage: 0.6) == "▓")
    }

    @Test("the iOS picture embeds the template image tinted with the action's colour, destructive red, 20 pt square")
    func svgEmbedsTheTintedImage() throws {
        let rendered = try Self.render(Self.category())
        let svg = IOSPictureEncoder.encode(rendered.view, model: rendered.model, context: rendered.context, appearance: .light) { _ in nil }
        let star = try Data(contentsOf: Self.fixture.appendingPathComponent("Assets.xcassets/Star.imageset/star@2x.png")).base64EncodedString()
        let trash = try Data(contentsOf: Self.fixture.appendingPathComponent("Assets.xcassets/Icons/Trash.imageset/trash.png")).base64EncodedString()
        #expect(svg.contains(##"<filter id="template-save"><feFlood flood-color="#000000"/><feComposite in2="SourceAlpha" operator="in"/></filter>"##), "\(svg)")
        #expect(svg.contains(##"<filter id="template-delete"><feFlood flood-color="#ff3b30"/>"##), "\(svg)")
        #expect(svg.contains(##"width="20" height="20" href="data:image/png;base64,\##(star)" filter="url(#template-save)""##), "\(svg)")
        #expect(svg.contains("data:image/png;base64,\(trash)\" filter=\"url(#template-delete)\""))
    }

    @Test("an opened Xcode project's templateImageName is read from the app target's asset catalog")
    func projectTemplateImageIsRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-template-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("LocalNotificationPractice")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: NotesProjectTests.folder, to: project)
        let delegate = project.appendingPathComponent("LocalNotificationPractice/AppDelegate.swift")
        let source = try String(contentsOf: delegate, encoding: .utf8)
        let like = #"UNNotificationAction(identifier: ActionIdentifier.like, title: "Like", options: [])"#
        #expect(source.contains(like))
        try source.replacingOccurrences(of: like, with: #"UNNotificationAction(identifier: ActionIdentifier.like, title: "Like", options: [], icon: UNNotificationActionIcon(templateImageName: "Star"))"#)
            .write(to: delegate, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("Assets.xcassets/Star.imageset"),
                                         to: project.appendingPathComponent("LocalNotificationPractice/Assets.xcassets/Star.imageset"))
        let cache = ProjectWorkspaceCache(projectPath: project.path, configuration: "Debug", baseDirectory: root.appendingPathComponent("cache"))
        let derived = try cache.derive(reader: DiskFileReader()).get()
        let loaded = WorkspaceLoader.load(directory: derived.folder)
        let action = try #require(loaded.workspace?.apps.first?.categories.flatMap(\.actions).first { $0.identifier == "like-action" || $0.title == "Like" })
        let star = try Data(contentsOf: Self.fixture.appendingPathComponent("Assets.xcassets/Star.imageset/star@2x.png"))
        #expect(action.templateImage?.name == "Star" && action.templateImage?.bytes == [UInt8](star), "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.description.contains("template image") }, "\(loaded.diagnostics)")
    }
}
