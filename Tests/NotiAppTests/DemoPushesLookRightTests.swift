import Foundation
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import TestSupport
import Testing

/// The demo is what a new user sees first: every sample push must expand to what its app means to show.
@Suite("The demo's sample pushes look right")
struct DemoPushesLookRightTests {
    /// Sample pushes that show a notification (the slow image URL is left out: it takes the service's whole budget).
    static let shown = DemoWorkspace.load().workspace?.samplePushes.map(\.name).filter { $0 != "boltz-image-slow" && $0 != "news-background-refresh" } ?? []

    /// One push at a time (not one test case each): each case starts extension processes, and many at once on a
    /// busy machine would slow the timing tests of other suites.
    @Test("Each sample push expands with no placeholder for a missing image", .tags(.process), .slowTier)
    func expandsWithoutPlaceholder() throws {
        #expect(Self.shown.count > 10)
        for name in Self.shown {
            let harness = try ExtensionHarness()
            let before = harness.model.system.allDelivered.count
            harness.push(name + ".apns")
            let deadline = Date().addingTimeInterval(15)
            while harness.model.system.allDelivered.count == before && Date() < deadline {
                harness.runner.tick()
                usleep(10_000)
            }
            #expect(harness.model.system.allDelivered.count == before + 1, "\(name) is delivered")
            // Quiet deliveries (the provisional news app) show no banner: their long look opens from the centre.
            if harness.model.visibleBanner == nil { harness.keys("c", "Space") } else { harness.keys("Down") }
            #expect(harness.model.expanded != nil, "\(name) expands:\n\(harness.screen)")
            #expect(!harness.screen.contains("no attachment"), "\(name):\n\(harness.screen)")
        }
    }

    @Test("A Photos push reaches the centre with its album's picture, fetched by the Photos service extension from image_url")
    func photosPushCarriesItsPicture() throws {
        let harness = try ExtensionHarness()
        harness.push("photos-other-album.apns")
        let delivered = try #require(harness.model.system.app("com.example.photos")?.delivered.first)
        #expect(delivered.content.attachments.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["family.png"])
        #expect(harness.log.contains("PhotosNotificationService: started for"))
    }

    @Test("With service extensions off a Photos push has no picture, and its expanded view shows the album line without a placeholder")
    func photosWithoutPictureHasNoPlaceholder() throws {
        let harness = try ExtensionHarness { $0.extensions.update(.serviceExtensionsEnabled(false)) }
        harness.push("photos-album-1.apns")
        harness.keys("Down")
        #expect(harness.model.expanded?.contentExtension != nil)
        #expect(harness.screen.contains("Album: Summer Trip"))
        #expect(!harness.screen.contains("no attachment"), "\(harness.screen)")
    }
}
