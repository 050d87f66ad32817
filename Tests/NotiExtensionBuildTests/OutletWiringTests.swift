import Foundation
import NotiCore
@testable import NotiExtensionBuild
@testable import NotiExtensionTarget
import NotiExtensions
import NotiStoryboard
import TestSupport
import Testing

/// The notes' project's content extension folder.
enum NotesProject {
    static let folder = BuiltExtensions.tests.appendingPathComponent("Fixtures/LocalNotificationPractice/LocalNotificationContentExtension")
    static let storyboard = folder.appendingPathComponent("Base.lproj/MainInterface.storyboard").path
    static let assets = AssetCatalog(catalogs: [folder.appendingPathComponent("Assets.xcassets").path])

    /// The project's own controller (with its `@IBOutlet`s), wired from the project's storyboard.
    static func target() throws -> SwiftExtensionTarget {
        let wiring = try OutletWiring.storyboard(storyboard, assets: assets, principalClass: "NotificationViewController").get()
        return SwiftExtensionTarget(name: "LocalNotificationContentExtension", point: .content,
                                    sources: [folder.appendingPathComponent("NotificationViewController.swift").path],
                                    principalClass: "$(PRODUCT_MODULE_NAME).NotificationViewController", initialContentSizeRatio: 0.5,
                                    outletWiring: wiring)
    }
}

@Suite("Outlet wiring generated from a storyboard")
struct OutletWiringTests {
    @Test("each <outlet property=… destination=…/> of the notes' storyboard becomes an assignment to the controller, and the root view is returned")
    func notesOutletsAreAssigned() throws {
        let lines = try NotesProject.target().outletWiring?.loadViewBody.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first?.hasPrefix("let storyboard = StoryboardOutlets(storyboard: \"<?xml") == true)
        #expect(lines.first?.contains("images: [\"hello\": \"\(NotesProject.folder.path)/Assets.xcassets/hello.imageset/hello.png\"]") == true)
        #expect(Array(lines.dropFirst()) == [
            "controller.`bodyLabel` = storyboard.view(\"b5X-Qe-8Lz\")",
            "controller.`imageView` = storyboard.view(\"Hx3-Vd-2Rk\")",
            "controller.`titleLable` = storyboard.view(\"GcN-lo-r42\")",
            "return storyboard.root",
        ])
    }

    @Test("a scene of another class connects no outlets, and a property name that is not a Swift identifier is left out")
    func foreignSceneAndBadNames() throws {
        func scene(_ customClass: String) throws -> StoryboardScene? {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects>
                <viewController id="c" customClass="\(customClass)" sceneMemberID="viewController"><view key="view" id="r"><subviews>
                <label id="b" text="x"/></subviews></view><connections>
                <outlet property="title&quot;); exit(1); (&quot;" destination="b" id="o1"/><outlet property="label" destination="b" id="o2"/>
                </connections></viewController></objects></scene></scenes></document>
                """
            return try StoryboardReader.read(Array(text.utf8)).initialScene
        }
        let own = OutletWiring.generate(text: "", scene: try scene("MyModule.NotificationViewController"), images: [:],
                                        principalClass: "NotificationViewController").loadViewBody
        #expect(own.split(separator: "\n").dropFirst() == ["controller.`label` = storyboard.view(\"b\")", "return storyboard.root"])
        let other = OutletWiring.generate(text: "", scene: try scene("OtherViewController"), images: [:],
                                          principalClass: "NotificationViewController").loadViewBody
        #expect(other.split(separator: "\n").dropFirst() == ["return storyboard.root"])
    }

    @Test("the storyboard's text is compiled in as a string literal with quotes, backslashes and control characters escaped")
    func storyboardTextIsEscaped() {
        #expect(OutletWiring.swiftLiteral("a\"b\\c\nd\u{1B}[2J\u{2028}") == "\"a\\\"b\\\\c\\nd\\u{1b}[2J\\u{2028}\"")
    }

    @Test("a storyboard that does not read is one line naming the file")
    func unreadableStoryboard() {
        let path = NotesProject.folder.appendingPathComponent("NotificationViewController.swift").path
        guard case .failure(let problem) = OutletWiring.storyboard(path, assets: NotesProject.assets, principalClass: "NotificationViewController") else {
            Issue.record("a Swift file read as a storyboard"); return
        }
        #expect(problem.reason.hasPrefix(path + ": "))
        #expect(!problem.reason.contains("\n"))
    }
}

@Suite("The notes' project's own controller wired from its storyboard (slow)", .serialized, .tags(.process), .slowTier)
struct NotesProjectControllerTests {
    @Test("compiled unmodified with the outlets of MainInterface.storyboard: the labels show the notification's title and body at 200 pt, and Like / Dislike append 👍 / 👎 with .doNotDismiss")
    func notesControllerRunsWithStoryboardOutlets() throws {
        let target = try NotesProject.target()
        let outcome = BuiltExtensions.builder().build(target)
        let program = try #require(outcome.program, "\(outcome)")
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        let like = NotificationAction(identifier: "ACTION_LIKE", title: "Like"), dislike = NotificationAction(identifier: "ACTION_DISLIKE", title: "Dislike")
        let opened = try host.didReceive(BuiltExtensions.hello, visibleActions: [like, dislike])
        #expect(ExtensionBuildTests.texts(opened.state.customView) == ["Hello", "Good Evening!"])
        #expect(opened.state.preferredHeightPoints == 200)
        let liked = try host.didReceive(NotificationResponse(notification: BuiltExtensions.hello, actionIdentifier: like.identifier))
        #expect(liked.responseOption == .doNotDismiss)
        #expect(ExtensionBuildTests.texts(liked.state.customView) == ["Hello 👍", "Good Evening!"])
        let disliked = try host.didReceive(NotificationResponse(notification: BuiltExtensions.hello, actionIdentifier: dislike.identifier))
        #expect(ExtensionBuildTests.texts(disliked.state.customView) == ["Hello 👎", "Good Evening!"])
    }

    @Test("the storyboard is part of the build's cache key: a changed storyboard is built again, the same one is reused")
    func storyboardIsInTheCacheKey() throws {
        let target = try NotesProject.target()
        #expect(BuiltExtensions.builder().build(target).program != nil)
        #expect(BuiltExtensions.builder().cached(target)?.program != nil)
        var changed = target
        changed.outletWiring?.loadViewBody = try #require(target.outletWiring?.loadViewBody.replacingOccurrences(of: "text=\\\"Title\\\"", with: "text=\\\"Titel\\\""))
        #expect(changed.outletWiring != target.outletWiring)
        #expect(BuiltExtensions.builder().cached(changed) == nil)
    }
}
