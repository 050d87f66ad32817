import Foundation
import NotiApp
import NotiAppCore
import NotiCore
import NotiLayout
import NotiTerminalPort
import NotiWorkspace

extension RenderCommand {
    /// What the notification shows once the app's service extension has run on the push, as iOS runs it before a
    /// `mutable-content` push is shown (docs/rules/service-extensions.md, "render runs it"): the push
    /// goes through notisim's own loop, headless, as `run` delivers one, and the notisim clock is moved past the
    /// service budget so an extension that never calls its handler ends as on a device. Nil when no service extension
    /// runs for the push (none, not `mutable-content`, no alert text), or when the push was not delivered; the
    /// extension's log lines go to standard error.
    func serviceExtensionContent(_ bytes: [UInt8], decoded: DecodedPayload, bundleID: String, workspace: Workspace,
                                 environment: [String: String]) throws -> NotificationContent? {
        guard decoded.mutableContent, decoded.content?.hasAlertText == true, let service = workspace.serviceExtension(of: bundleID) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-render-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let payload = folder.appendingPathComponent("push.apns")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: payload)
        } catch {
            throw RenderFailure(message: "cannot write the push for \(service.name) into \(folder.path): \(error.localizedDescription)")
        }
        // As the rest of render draws it: the app allows alerts, and nothing but this push is delivered.
        var headless = workspace
        headless.launchRequests = [:]
        if let index = headless.apps.firstIndex(where: { $0.bundleID == bundleID }) {
            headless.apps[index].firstPromptAnswer = .preset(.allow)
            headless.apps[index].requestedAuthorization.insert(.alert)
        }
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let model: AppModel
        do {
            model = try Session.makeModel(workspace: headless, os: options.os, device: options.device, theme: "light",
                                          environment: environment, size: TerminalSize(cols: 100, rows: 32), now: start,
                                          timeZone: TimeZone(identifier: "UTC") ?? .current)
        } catch {
            throw RenderFailure(message: error.description)
        }
        let runner = ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder)
        let limits = workspace.extensionLimits
        let past = Int((limits.serviceBudget + limits.expiryGrace).rounded(.up)) + 1
        let outcome = runner.run(script: "push \(CommandTokenizer.quoted(payload.path)) \(CommandTokenizer.quoted(bundleID))\nadvance \(past)s")
        if let failure = outcome.failure {
            throw RenderFailure(message: "\(service.name) could not run: \(TextSanitizer.sanitize(failure.message, keepsLineBreaks: false))")
        }
        for entry in runner.model.log.entries where entry.bundleID == bundleID && entry.text.contains(service.name) {
            printError("notisim: \(TextSanitizer.sanitize(entry.text, keepsLineBreaks: false))")
        }
        guard let delivered = runner.model.system.allDelivered.first(where: { $0.bundleID == bundleID }) else {
            let why = runner.model.notice.map { ": " + TextSanitizer.sanitize($0, keepsLineBreaks: false) } ?? ""
            printError("notisim: the push was not delivered through \(service.name)\(why); showing it as sent")
            return nil
        }
        return delivered.request.content
    }
}
