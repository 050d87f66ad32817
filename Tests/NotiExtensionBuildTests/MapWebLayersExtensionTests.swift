import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// MapKit, WebKit and QuartzCore in a content extension built from its own sources and run as a child
/// (docs/rules/apple-frameworks.md#mapkit, #webkit, #quartzcore): one fixture extension, compiled once, drawing a gradient header, a
/// map with a pin, a map snapshot, a web page's text and a badge whose animation ends on notisim's clock.
@Suite("MapKit, WebKit and QuartzCore in a built content extension (slow)", .serialized, .tags(.process), .slowTier)
struct MapWebLayersExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "MapWebLayersContent", point: .content,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/MapWebLayers/NotificationViewController.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationViewController")

    /// The delivery notification the fixture shows: a drop-off point and the courier's note as HTML.
    static let delivery: DeliveredNotification = {
        var content = NotificationContent(title: "Parcel arriving", body: "Your parcel is on its way")
        content.userInfo = ["lat": 51.5033, "lon": -0.1196, "place": "Front desk",
                            "note": "<html><head><title>Courier note</title></head><body><h1>Leave at desk</h1><p>Ring <a href=\"tel:1\">once</a>.</p></body></html>"]
        return DeliveredNotification(bundleID: "com.example.notes", request: NotificationRequest(identifier: "delivery", content: content),
                                     date: Date(timeIntervalSince1970: 0))
    }()

    /// Every fill colour the custom view places.
    static func fills(_ view: CustomView?) -> [CustomColor] {
        switch view {
        case let .fill(color)?: return [color]
        case let .overlay(children)?, let .vstack(children)?, let .hstack(children)?: return children.flatMap { fills($0) }
        case let .placed(_, child)?, let .padding(_, child)?: return fills(child)
        default: return []
        }
    }

    @Test("A built content extension importing MapKit, WebKit and QuartzCore draws its gradient header in its middle colour, the map's centre and pin, the snapshot's text, the web page's text, and its badge's animation ends once notisim's clock has moved 1 s on")
    func mapWebAndLayersInAChild() throws {
        let outcome = BuiltExtensions.builder().build(Self.target)
        let program = try #require(outcome.program, "\(outcome)")
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, Self.target), limits: .standard)
        defer { host.close() }
        let opened = try host.didReceive(Self.delivery, visibleActions: []).state.customView
        let texts = ExtensionBuildTests.texts(opened)
        #expect(texts.contains("Parcel arriving"))
        #expect(texts.contains("Map · 51.50330, -0.11960"), "\(texts)")
        #expect(texts.contains("D Front desk 51.50330, -0.11960"), "\(texts)")
        #expect(texts.contains("D"), "the pin's marker inside the map: \(texts)")
        #expect(texts.contains("Map · 51.50330, -0.11960") && texts.filter { $0.hasPrefix("Map · ") }.count == 2, "map and snapshot: \(texts)")
        #expect(texts.contains("Courier note\nLeave at desk\nRing once."), "\(texts)")
        #expect(texts.contains("new"))
        // systemIndigo and systemTeal in the dark appearance, mixed halfway.
        #expect(Self.fills(opened).contains(.rgb(97, 151, 243)), "\(Self.fills(opened))")
        #expect(host.followsClock)
        let later = try host.clockAdvanced(to: 1)
        #expect(ExtensionBuildTests.texts(later.state.customView).contains("seen"))
    }
}
