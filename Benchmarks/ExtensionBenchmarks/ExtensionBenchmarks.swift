import Benchmark
import Foundation
import NotiCore
import NotiExtensions
import NotiLayout

/// A fixed moment, so relative times are stable.
let benchmarkNow = Date(timeIntervalSince1970: 1_763_800_000)

let context = RenderContext(os: .latest, device: .standard, theme: Theme(name: "plain"), now: benchmarkNow,
                            availableColumns: 120, availableRows: 50, loadImage: { _ in .failure(ImageDecodingError("no image")) })

let app = SimulatedApp(bundleID: "com.fenrir-inc.BoltzMessenger", displayName: "Boltz Messenger")
let category = NotificationCategory(identifier: "myNotificationCategory", actions: [NotificationAction(identifier: "reply", title: "Reply")])
let attributes = ContentExtensionAttributes(categories: ["myNotificationCategory"], initialContentSizeRatio: 0.3)

let notification: DeliveredNotification = {
    var content = NotificationContent(title: "山田さん", body: "明日の打ち合わせは10時からでお願いします。")
    content.categoryIdentifier = "myNotificationCategory"
    content.threadIdentifier = "chat-yamada"
    return DeliveredNotification(bundleID: app.bundleID, request: NotificationRequest(identifier: "m1", content: content), date: benchmarkNow)
}()

/// A content extension in Python answering didReceiveNotification with the body, as the demo's sample does.
let pythonExtension = """
import json, sys
for line in sys.stdin:
    call = json.loads(line)
    if call["method"] == "hello":
        result = {"protocol": 1}
    else:
        content = call["params"]["notification"]["content"]
        result = {"view": {"padding": 1, "view": {"vstack": [
            {"text": content["title"], "style": "caption", "wraps": False},
            {"text": content["body"]}, {"spacer": True}]}}}
    sys.stdout.write(json.dumps({"id": call["id"], "result": result}, ensure_ascii=False) + "\\n")
    sys.stdout.flush()
"""

/// The same extension in Swift, linked in.
final class BodyViewController: NotificationViewController, NotificationContentExtension {
    func didReceive(_ notification: DeliveredNotification) {
        view = .padding(1, .vstack([.text(notification.content.title, style: .caption, wraps: false),
                                    .text(notification.content.body, style: .body, wraps: true), .spacer]))
    }
}

/// Holds a host across the benchmark's samples (the benchmark runs on one thread).
final class HostBox: @unchecked Sendable {
    var host: (any ContentExtensionHosting)?
}

/// didReceive → answer → the expanded view's frame.
func roundTrip(_ host: any ContentExtensionHosting) throws -> RenderedView {
    let update = try host.didReceive(notification, visibleActions: category.actions)
    let model = ExpandedViewModel(notification: notification, app: app, category: category,
                                  extensionAttributes: attributes, extensionState: update.state)
    return ExpandedView.render(model, context: context)
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(5))
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-bench-extension.py")
    try? Data(pythonExtension.utf8).write(to: script)
    let launch = ExtensionLaunch(command: ["python3", script.path], workingDirectory: FileManager.default.temporaryDirectory.path,
                                 name: "BodyExtension", bundleID: "com.fenrir-inc.BoltzMessenger.NotificationContent",
                                 appBundleID: app.bundleID, point: .content)
    let outOfProcess = HostBox()

    Benchmark("Out-of-process round trip: didReceive → answer → frame (Python child)", configuration: configuration,
              closure: { benchmark in
                  if outOfProcess.host == nil { outOfProcess.host = try OutOfProcessContentExtensionHost(launching: launch, limits: .standard) }
                  guard let host = outOfProcess.host else { return }
                  benchmark.startMeasurement()
                  for _ in benchmark.scaledIterations { blackHole(try roundTrip(host)) }
                  benchmark.stopMeasurement()
              },
              teardown: { outOfProcess.host?.close(); outOfProcess.host = nil })

    let inProcess = HostBox()
    inProcess.host = InProcessContentExtensionHost(BodyViewController())
    Benchmark("In-process round trip: didReceive → answer → frame (Swift)", configuration: configuration) { benchmark in
        guard let host = inProcess.host else { return }
        for _ in benchmark.scaledIterations { blackHole(try roundTrip(host)) }
    }

    let state = ContentExtensionState(customView: .padding(1, .vstack([.text("山田さん", style: .caption, wraps: false),
                                                                      .text(notification.content.body, style: .body, wraps: true), .spacer])))
    Benchmark("Frame only: the same expanded view without the extension call", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ExpandedView.render(ExpandedViewModel(notification: notification, app: app, category: category,
                                                            extensionAttributes: attributes, extensionState: state), context: context))
        }
    }
}
