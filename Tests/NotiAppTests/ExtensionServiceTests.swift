import Foundation
@testable import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiExtensions
import TestSupport
import Testing

/// A service extension that never calls its handler.
private final class SilentService: NotificationServiceExtension {
    func didReceive(_ request: NotificationRequest, withContentHandler contentHandler: @escaping @Sendable (NotificationContent) -> Void) {}
    func serviceExtensionTimeWillExpire() {}
}

/// A service extension that hands over content without alert text.
private final class EmptyingService: NotificationServiceExtension {
    func didReceive(_ request: NotificationRequest, withContentHandler contentHandler: @escaping @Sendable (NotificationContent) -> Void) {
        contentHandler(NotificationContent())
    }
    func serviceExtensionTimeWillExpire() {}
}

/// Writes a Boltz push with `image_url` to a temporary file.
private func boltzPush(imageURL: String, mutable: Bool = true, alert: Bool = true) throws -> String {
    let alertText = alert ? #""alert": { "title": "新しい写真", "body": "新しい写真がシェアされました" },"# : #""badge": 3,"#
    let json = """
    { "Simulator Target Bundle": "com.fenrir-inc.BoltzMessenger",
      "aps": { \(alertText) "mutable-content": \(mutable ? 1 : 0), "category": "myNotificationCategory" },
      "image_url": "\(imageURL)" }
    """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("boltz-\(UUID().uuidString).apns")
    try Data(json.utf8).write(to: url)
    return url.path
}

private let boltz = "com.fenrir-inc.BoltzMessenger"
private let serviceID = "com.fenrir-inc.BoltzMessenger.NotificationService"

@Suite("Service extensions", .tags(.process), .slowTier)
struct ExtensionServiceTests {
    @Test("A mutable-content push with a file:// image_url is shown with the image attached (relative to the workspace folder)")
    func fileImageAttached() throws {
        let (runner, outcome) = try DemoScript.run("""
        push boltz-image.apns
        expect-log "NotificationService: didReceive(request"
        expect-log "→ contentHandler(title \\"新しい写真\\", body \\"新しい写真がシェアされました\\", attachments [image])"
        """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")")
        let delivered = try #require(runner.model.system.allDelivered.first)
        #expect(delivered.content.attachments.first?.path == DemoWorkspace.url.appendingPathComponent("attachments/mountains.png").path)
        #expect(delivered.content.attachments.first?.typeHint == "public.png")
        #expect(delivered.content.title == "新しい写真")
    }

    @Test("An http:// image_url is downloaded into an attachment")
    func httpImageDownloaded() throws {
        let png = try [UInt8](Data(contentsOf: DemoWorkspace.url.appendingPathComponent("attachments/hello.png")))
        let server = try LocalHTTPServer(files: ["/image/hello.png": png])
        defer { server.stop() }
        let harness = try ExtensionHarness()
        harness.push(try boltzPush(imageURL: server.url("/image/hello.png")))
        let delivered = try #require(harness.boltzDeliveredAfterService().first)
        let attachment = try #require(delivered.content.attachments.first)
        #expect(attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)).count == png.count)
    }

    @Test("A failing image URL makes the extension give up: the title gets \" [modified]\" at once")
    func failingURLMarksTitle() throws {
        let server = try LocalHTTPServer(files: [:])
        defer { server.stop() }
        let harness = try ExtensionHarness()
        harness.push(try boltzPush(imageURL: server.url("/image/missing.jpg")))
        let delivered = try #require(harness.boltzDeliveredAfterService().first)
        #expect(delivered.content.title == "新しい写真 [modified]")
        #expect(delivered.content.attachments.isEmpty)
    }

    @Test("A slow image URL waits for the 30 s budget on the notisim clock; then serviceExtensionTimeWillExpire gives the best attempt")
    func slowURLExpires() throws {
        let server = try LocalHTTPServer(files: [:])
        defer { server.stop() }
        let harness = try ExtensionHarness(limits: ExtensionLimits(serviceSettle: 0.2))
        harness.push(try boltzPush(imageURL: server.url("/slow/image.jpg")))
        #expect(harness.boltzDelivered.isEmpty, "nothing shows while the extension works")
        #expect(harness.model.extensions.serviceRuns.count == 1)
        harness.advance(29)
        #expect(harness.boltzDelivered.isEmpty)
        harness.advance(1)
        let delivered = try #require(harness.boltzDelivered.first)
        #expect(delivered.content.title == "新しい写真 [modified]")
        #expect(harness.log.contains("NotificationService: serviceExtensionTimeWillExpire() → contentHandler(title \"新しい写真 [modified]\""))
        #expect(delivered.date == DemoScript.start.addingTimeInterval(30))
    }

    @Test("The time budget is configurable")
    func budgetConfigurable() throws {
        let server = try LocalHTTPServer(files: [:])
        defer { server.stop() }
        let harness = try ExtensionHarness(limits: ExtensionLimits(serviceSettle: 0.1)) { $0.extensions.update(.serviceBudget(5)) }
        harness.push(try boltzPush(imageURL: server.url("/slow/image.jpg")))
        harness.advance(5)
        #expect(harness.boltzDelivered.first?.content.title == "新しい写真 [modified]")
    }

    @Test("A handler that is never called shows the original content when time runs out")
    func neverCalledHandlerShowsOriginal() throws {
        var catalog = DemoExtensions.catalog
        catalog.serviceExtensions[serviceID] = { _ in SilentService() }
        let harness = try ExtensionHarness(catalog: catalog, limits: ExtensionLimits(expiryGrace: 0.05, serviceSettle: 0.05))
        harness.push("boltz-image.apns")
        #expect(harness.boltzDelivered.isEmpty)
        harness.advance(30)
        let delivered = try #require(harness.boltzDelivered.first)
        #expect(delivered.content.title == "新しい写真" && delivered.content.attachments.isEmpty)
        #expect(harness.log.contains("serviceExtensionTimeWillExpire() → handler not called: original content shown"))
    }

    @Test("Content handed over without alert text is replaced by the original")
    func noAlertTextShowsOriginal() throws {
        var catalog = DemoExtensions.catalog
        catalog.serviceExtensions[serviceID] = { _ in EmptyingService() }
        let harness = try ExtensionHarness(catalog: catalog)
        harness.push("boltz-image.apns")
        let delivered = try #require(harness.boltzDelivered.first)
        #expect(delivered.content.title == "新しい写真")
        #expect(harness.log.contains("contentHandler with no alert text: original content shown"))
    }

    @Test("With the filtering entitlement, content handed over without alert text suppresses the push")
    func filteringEntitlementSuppresses() throws {
        var catalog = DemoExtensions.catalog
        catalog.serviceExtensions[serviceID] = { _ in EmptyingService() }
        let harness = try ExtensionHarness(catalog: catalog) { model in
            model.system.apps["com.fenrir-inc.BoltzMessenger"]?.app.entitlements.insert(.filtering)
        }
        harness.push("boltz-image.apns")
        #expect(harness.boltzDelivered.isEmpty)
        #expect(harness.log.contains("contentHandler with no alert text: suppressed (filtering entitlement)"))
        #expect(harness.log.contains("not delivered: the service extension returned empty content: suppressed (filtering entitlement)"))
    }

    @Test("No service extension runs without mutable-content, without alert text, or without alert authorization")
    func serviceConditions() throws {
        let harness = try ExtensionHarness()
        harness.push("boltz-message.apns")
        harness.push(try boltzPush(imageURL: "file://attachments/mountains.png", alert: false))
        #expect(!harness.log.contains("NotificationService: didReceive"))
        #expect(harness.log.contains("NotificationService not run: the alert has no title, subtitle or body"))

        let unauthorized = try ExtensionHarness { model in
            guard var app = model.system.app(boltz)?.app else { return }
            app.requestedAuthorization = [.sound, .badge]
            model.system.install(app)
        }
        unauthorized.push("boltz-image.apns")
        #expect(!unauthorized.log.contains("NotificationService: didReceive"))
        #expect(unauthorized.log.contains("NotificationService not run: alerts are not authorized"))
    }

    @Test("With service extensions off the push is shown as sent")
    func serviceExtensionsOff() throws {
        let harness = try ExtensionHarness { $0.extensions.update(.serviceExtensionsEnabled(false)) }
        harness.push("boltz-image.apns")
        #expect(harness.boltzDelivered.first?.content.attachments.isEmpty == true)
        #expect(harness.log.contains("NotificationService not run: service extensions are off"))
    }

    @Test("An attachment that breaks the type rules is left out with its error code")
    func invalidAttachmentLeftOut() throws {
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-an-image-\(UUID().uuidString).png")
        try Data("hello".utf8).write(to: text)
        let harness = try ExtensionHarness()
        harness.push(try boltzPush(imageURL: "file://\(text.path)"))
        let delivered = try #require(harness.boltzDelivered.first)
        #expect(delivered.content.attachments.isEmpty)
        #expect(harness.log.contains("UNErrorDomain 105"))
    }

    @Test("Pushes still with their service extension when notisim closes are delivered with their original content")
    func closingDeliversOriginals() throws {
        var model = try DemoScript.model()
        _ = model.update(.launched(at: model.now))
        let push = LoadedPush(bundleID: boltz, identifier: "p1", content: NotificationContent(title: "新しい写真", body: "…"), delivery: .notification,
                              mutableContent: true)
        _ = model.update(.pushArrived(push))
        #expect(model.extensions.serviceRuns.count == 1 && model.system.delivered(boltz, "p1") == nil)
        _ = model.update(.closing)
        #expect(model.extensions.serviceRuns.isEmpty && model.system.delivered(boltz, "p1")?.content.title == "新しい写真")
    }
}
