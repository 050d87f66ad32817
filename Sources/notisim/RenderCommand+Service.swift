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
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let model: AppModel
        do {
            model = try Session.makeModel(workspace: workspace, os: options.os, device: options.device, theme: "light",
                                          environment: environment, size: TerminalSize(cols: 100, rows: 32), now: start,
                                          timeZone: TimeZone(identifier: "UTC") ?? .current)
        } catch {
            throw RenderFailure(message: error.description)
        }
        let runner = ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder)
        let limits = workspace.extensionLimits
        let past = Int((limits.serviceBudget + limits.expiryGrace).rounded(.up)) + 1
        _ = runner.run(script: "push \(payload.path) \(bundleID)\nadvance \(past)s")
        for entry in runner.model.log.entries where entry.bundleID == bundleID && entry.text.contains(service.name) {
            printError("notisim: \(TextSanitizer.sanitize(entry.text, keepsLineBreaks: false))")
        }
        return runner.model.system.allDelivered.last { $0.bundleID == bundleID }?.request.content
    }
}
