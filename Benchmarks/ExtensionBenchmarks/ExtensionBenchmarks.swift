import Benchmark
import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
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

/// The Locker fixture's widget extension (Tests/WidgetFixtures), built against the kit `NOTISIM_EXTENSION_KIT` names
/// (`swift build`'s products folder) and started; throws why when it does not build or start, so that a benchmark
/// never measures a failed start.
func lockerWidgets() throws -> OutOfProcessWidgetExtensionHost {
    let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/WidgetFixtures/LockerProject")
    let files = ["Locker/LockerAttributes.swift", "LockerWidgets/AppIntent.swift", "LockerWidgets/LockerWidget.swift",
                 "LockerWidgets/LockerLiveActivity.swift", "LockerWidgets/LockerWidgetsBundle.swift"]
    let target = SwiftExtensionTarget.widgetExtension(name: "LockerWidgetsExtension", sources: files.map { project.appendingPathComponent($0).path })
    guard let program = ExtensionBuilder().build(target).program else { throw ExtensionFault.launchFailed("the Locker widget extension did not build") }
    let launch = ExtensionLaunch(command: [program], workingDirectory: FileManager.default.temporaryDirectory.path, name: "LockerWidgetsExtension",
                                 bundleID: "com.example.locker.LockerWidgets", appBundleID: "com.example.locker", point: .content)
    return try OutOfProcessWidgetExtensionHost(launching: launch, limits: .standard)
}

/// Holds the widget extension across the benchmark's samples.
final class WidgetHostBox: @unchecked Sendable {
    var host: OutOfProcessWidgetExtensionHost?
}

/// One update of the Locker activity to `parcels`: drawn by the widget extension, then the lock screen's frame of it.
/// The extension is asked for what an iPhone with a Dynamic Island shows of one activity with no alert up: the
/// lock-screen view and the compact views.
func lockerUpdateToFrame(_ host: OutOfProcessWidgetExtensionHost, parcels: Int) throws -> RenderedView {
    let since2001 = benchmarkNow.timeIntervalSinceReferenceDate
    var board = LiveActivityBoard()
    let state: JSONValue = ["parcels": .number(JSONNumber(parcels)), "pickupBefore": .number(JSONNumber(since2001 + 3600)),
                            "holdWindow": [.number(JSONNumber(since2001)), .number(JSONNumber(since2001 + 3600))]]
    _ = board.start(LiveActivityRequest(event: .start, attributesType: "LockerAttributes", attributes: ["lockerName": "Station Square", "compartment": "B12"],
                                        contentState: state),
                    type: LiveActivityType(name: "LockerAttributes", attributeKeys: ["lockerName", "compartment"],
                                           contentStateKeys: ["parcels", "pickupBefore", "holdWindow"]),
                    bundleID: "com.example.locker", byPush: true, now: benchmarkNow)
    guard let activity = board.activity("A1") else { throw ExtensionFault.invalidMessage("not started") }
    let drawing = LiveActivityDrawing(attributesType: "LockerAttributes", activityID: "A1", attributes: activity.attributes,
                                      contentState: activity.contentState, isStale: false, date: benchmarkNow,
                                      width: Double(context.bannerColumns - 4) * 8, screenWidth: context.device.screenWidthPoints,
                                      presentations: [.lockScreen, .compactLeading, .compactTrailing])
    guard case .drawn(let views, _) = try host.draw(drawing) else { throw ExtensionFault.invalidMessage("refused") }
    var item = LiveActivityItem(activity: activity, layout: LiveActivityLayout(views: views), appName: "Locker", phase: .active)
    item.drawnByExtension = true
    return LiveActivityView.renderLockScreen([item], context: context)
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

    let widgets = WidgetHostBox()
    Benchmark("Live Activity update → drawn by the app's widget extension (Swift child) → lock-screen frame", configuration: configuration,
              closure: { benchmark in
                  if widgets.host == nil { widgets.host = try lockerWidgets() }
                  guard let host = widgets.host else { return }
                  benchmark.startMeasurement()
                  for iteration in benchmark.scaledIterations { blackHole(try lockerUpdateToFrame(host, parcels: iteration % 10)) }
                  benchmark.stopMeasurement()
              },
              teardown: { widgets.host?.close(); widgets.host = nil })

    let state = ContentExtensionState(customView: .padding(1, .vstack([.text("山田さん", style: .caption, wraps: false),
                                                                      .text(notification.content.body, style: .body, wraps: true), .spacer])))
    Benchmark("Frame only: the same expanded view without the extension call", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ExpandedView.render(ExpandedViewModel(notification: notification, app: app, category: category,
                                                            extensionAttributes: attributes, extensionState: state), context: context))
        }
    }
}
