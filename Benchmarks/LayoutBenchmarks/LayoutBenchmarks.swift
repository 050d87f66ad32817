import Benchmark
import Foundation
import NotiApp
import NotiCore
import NotiLayout

/// A fixed moment, so relative times are stable.
let benchmarkNow = Date(timeIntervalSince1970: 1_763_800_000)

/// A 64x32 gradient standing in for hello.png, already decoded (the app caches decoded attachments).
let benchmarkImage: RGBAImage = {
    var pixels: [UInt8] = []
    for y in 0..<32 { for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 8), 160, 255] } }
    return RGBAImage(width: 64, height: 32, pixels: pixels)!
}()

let benchmarkContext = RenderContext(
    os: .latest, device: .standard, theme: (try? Theme.builtIn(named: "dark")) ?? Theme(name: "plain"), now: benchmarkNow,
    availableColumns: 120, availableRows: 50, loadImage: { _ in .success(benchmarkImage) })

let practiceApp = SimulatedApp(bundleID: "com.example.LocalNotificationPractice", displayName: "Local Notification Practice")

/// The Hello notification with the demo extension's custom view.
let expandedModel: ExpandedViewModel = {
    var content = NotificationContent(title: "Hello", body: "Good Evening!")
    content.attachments = [NotificationAttachment(identifier: "hello", path: "hello.png", kind: .image)]
    let notification = DeliveredNotification(bundleID: practiceApp.bundleID, request: NotificationRequest(identifier: "Hello", content: content), date: benchmarkNow)
    let category = NotificationCategory(identifier: "CATEGORY_CUSTOM_UI", actions: [
        NotificationAction(identifier: "ACTION_LIKE", title: "Like"), NotificationAction(identifier: "ACTION_DISLIKE", title: "Dislike"),
    ])
    let view = CustomView.overlay([.image(attachment: nil, mode: .fill), .dim,
                                   .padding(1, .vstack([.text("Hello", style: .title, wraps: false), .text("Good Evening!", style: .body, wraps: true), .spacer]))])
    return ExpandedViewModel(notification: notification, app: practiceApp, category: category,
                             extensionAttributes: ContentExtensionAttributes(categories: ["CATEGORY_CUSTOM_UI"], initialContentSizeRatio: 0.5, defaultContentHidden: true),
                             extensionState: ContentExtensionState(customView: view, preferredHeightPoints: 200))
}()

/// The notes' hello.png, embedded in an iOS picture as its file's bytes.
let helloFile: EmbeddedImage? = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Tests/Fixtures/LocalNotificationPractice/LocalNotificationPractice/hello.png").path
    return FileManager.default.contents(atPath: path).flatMap { EmbeddedImage.sniffing([UInt8]($0)) }
}()

/// `count` notifications spread over `threads` threads of four apps, oldest first.
func deliveredNotifications(count: Int, threads: Int) -> [DeliveredNotification] {
    (0..<count).map { index in
        var content = NotificationContent(title: "New Photo \(index)", subtitle: index % 5 == 0 ? "Album \(index % threads)" : "",
                                          body: index % 3 == 0 ? "新しい写真がシェアされました \(index)" : "Jane Doe posted a new photo in album \(index % threads)")
        content.threadIdentifier = "thread-\(index % threads)"
        return DeliveredNotification(bundleID: "com.example.app\(index % 4)", request: NotificationRequest(identifier: "n\(index)", content: content),
                                     date: benchmarkNow.addingTimeInterval(Double(index - count)))
    }
}

func centreModel(count: Int, threads: Int) -> CenterListModel {
    let groups = NotificationGrouping.group(deliveredNotifications(count: count, threads: threads)) { _ in .automatic }
    return CenterListModel(groups: groups, expandedGroupID: groups.first?.id, selectedNotificationID: groups.first?.leading?.id)
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    Benchmark("Expanded view (Hello + extension) layout and draw", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(NotificationRenderer.render(.expanded(expandedModel), context: benchmarkContext))
        }
    }

    Benchmark("iOS picture (Hello + extension, iOS 15) laid out, drawn as SVG in points and as PNG at 3x", configuration: configuration) { benchmark in
        precondition(helloFile != nil, "hello.png not found next to the benchmarks")
        for _ in benchmark.scaledIterations {
            let view = NotificationRenderer.render(.expanded(expandedModel), context: benchmarkContext)
            let svg = IOSPictureEncoder.encode(view, model: expandedModel, context: benchmarkContext, appearance: .light) { _ in helloFile }
            blackHole(try SVGRaster.png(svg, scale: 3))
        }
    }

    for (count, threads) in [(100, 10), (10_000, 1_000)] {
        let model = centreModel(count: count, threads: threads)
        Benchmark("Centre frame, 50 rows, \(count) delivered in \(threads) threads", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NotificationRenderer.render(.center(model, rows: 50), context: benchmarkContext))
            }
        }
        let delivered = deliveredNotifications(count: count, threads: threads)
        Benchmark("Grouping \(count) delivered in \(threads) threads", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NotificationGrouping.group(delivered) { _ in .automatic })
            }
        }
    }
}
