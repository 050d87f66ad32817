import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// SDWebImage's and Kingfisher's `UIImageView` loading in an extension's own code, built against the compatible
/// modules and run as a child (docs/rules/push-sdks.md#image-libraries).
@Suite("SDWebImage and Kingfisher loading into UIImageView (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKImageLibrariesTests {
    @Test("sd_setImage(with:placeholderImage:completed:), kf.setImage(with:placeholder:options:completionHandler:) and KF.url(_:).set(to:) load an http image into the view; the second load of a URL comes from the memory cache; a 404 is an error and the view keeps its placeholder")
    func imageLibrariesLoadIntoImageViews() throws {
        let server = try LocalHTTPServer(files: ["/photo.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("ImageLibraries", "ImageLibraries/NotificationService.swift"))
        defer { host.close() }
        func push(_ url: String) -> NotificationRequest {
            var content = NotificationContent(title: "Photo", body: "")
            content.userInfo = ["image_url": .string(url)]
            return NotificationRequest(identifier: "photo", content: content, trigger: .push)
        }

        let loaded = try PushSDKFixtures.answer(host, push(server.url("/photo.png")))
        #expect(loaded.subtitle == "SDWebImage 32x16 cache 0; Kingfisher 32 cached true", "\(loaded.subtitle)")
        #expect(loaded.body == "views show the image; KF builder 16")

        let missing = try PushSDKFixtures.answer(host, push(server.url("/gone.png")))
        #expect(missing.subtitle.hasPrefix("SDWebImage failed: HTTP status 404; Kingfisher failed: "), "\(missing.subtitle)")
        #expect(missing.body == "views empty")
    }
}
