import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// A SwiftUI content extension shaped as Apple's template would be (a controller hosting a view of the title, the
/// body and the attached picture, `preferredContentSize` set from the hosting controller), built from its sources
/// against the kit and run as a child (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
@Suite("SwiftUI content extensions (slow)", .serialized, .tags(.process), .slowTier)
struct SwiftUIContentExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "SwiftUIContentExtension", point: .content,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/PostcardsProject/PostcardContent/NotificationViewController.swift").path],
        principalClass: "NotificationViewController")

    @Test("A SwiftUI content extension compiles unmodified, draws its view through UIHostingController with the title, body, picture and its own button, sizes itself, and a key press changes its @State")
    func swiftUIExtensionRuns() throws {
        let program = try #require(BuiltExtensions.builder().build(Self.target).program)
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, Self.target), limits: .standard)
        defer { host.close() }
        let opened = try host.didReceive(BuiltExtensions.hello, visibleActions: []).state
        let texts = ExtensionBuildTests.texts(opened.customView)
        #expect(texts.contains("Hello"))
        #expect(texts.contains("Good Evening!"))
        #expect(texts.contains("♡"))
        #expect(texts.contains("Like"))
        // Header, one line of body, the 48-point picture, the divider and the button row: 16 + 16 + 48 + 16 + 16.
        #expect(opened.preferredHeightPoints == 112)
        #expect(PushSDKFixtures.images(opened.customView) == ["logo-image"])
        _ = try host.keyPressed("Tab")
        let pressed = try host.keyPressed("Enter")
        #expect(pressed.handledKey)
        let after = ExtensionBuildTests.texts(pressed.state.customView)
        #expect(after.contains("♥ liked"))
        #expect(after.contains("Unlike"))
    }
}
