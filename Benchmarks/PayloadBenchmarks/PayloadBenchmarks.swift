import Benchmark
import Foundation
import NotiCore

/// A realistic chat push of about `targetBytes` bytes (never over it): an alert with loc-key formatting, sound,
/// badge, thread and category, Korean and Japanese text, and custom data outside `aps` padded with recent messages.
func samplePayload(targetBytes: Int) -> [UInt8] {
    let head = #"""
    {"aps":{"alert":{"title":"新しいメッセージ","subtitle":"기상 알람 · 오전 7:00","loc-key":"%1$@ sent %2$@ (100%% delivered)","loc-args":["Jane Doe","3 photos"]},"sound":"default","badge":4,"thread-id":"chat-8812","category":"MESSAGE","mutable-content":1,"interruption-level":"time-sensitive","relevance-score":0.75},"conversation":{"id":"8812","participants":["Jane Doe","John Appleseed"],"unread":4,"recent":[
    """#
    let tail = "]}}"
    var text = head
    var index = 0
    while true {
        let item = (index == 0 ? "" : ",")
            + #"{"id":\#(100_000 + index),"from":"Jane Doe","text":"Photo \#(index) — 写真を見てね","sent":1700000\#(index % 10)00.5,"seen":false}"#
        guard (text + item + tail).utf8.count <= targetBytes else { break }
        text += item
        index += 1
    }
    return Array((text + tail).utf8)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    for (label, size) in [("1 KB", 1024), ("4 KB", 4096)] {
        let bytes = samplePayload(targetBytes: size)
        let data = Data(bytes)
        precondition(PayloadDecoder.decode(bytes).diagnostics.isEmpty, "the \(label) sample must be a clean payload")

        Benchmark("Decode+validate \(label) payload (\(bytes.count) bytes)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(PayloadDecoder.decode(bytes))
            }
        }

        Benchmark("JSONSerialization bare parse \(label) payload (\(bytes.count) bytes)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? JSONSerialization.jsonObject(with: data))
            }
        }

        Benchmark("JSONParser alone \(label) payload (\(bytes.count) bytes)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? JSONParser.parse(bytes))
            }
        }
    }

    // The push journal's lines for a batch of 100 delivered pushes (the journal writes a batch at once; 100 lines per
    // iteration keep the harness's own cost out of the figure), by the journal's own writer and, for comparison, by
    // Foundation's JSONEncoder as the journal used to: the 1 KB payload's notification, and the load check's alert.
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    let pushes = [("1 KB push", samplePayload(targetBytes: 1024)),
                  ("the load check's alert", Array(#"{"aps":{"alert":{"title":"Load","body":"One of many"}}}"#.utf8))]
    for (label, payload) in pushes {
        let content = PayloadDecoder.decode(payload).content ?? NotificationContent()
        let batch = (0..<100).map { index in
            DeliveredNotification(bundleID: "com.example.chat",
                                  request: NotificationRequest(identifier: "m-\(index)", content: content, trigger: .push),
                                  date: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) / 7))
        }
        Benchmark("Journal, 100 lines by the journal's writer, \(label)") { benchmark in
            for _ in benchmark.scaledIterations {
                var bytes: [UInt8] = []
                for delivered in batch { try? delivered.appendJSON(to: &bytes) }
                blackHole(bytes)
            }
        }
        Benchmark("Journal, 100 lines by JSONEncoder, \(label)") { benchmark in
            for _ in benchmark.scaledIterations {
                var bytes: [UInt8] = []
                for delivered in batch { bytes.append(contentsOf: (try? encoder.encode(delivered)) ?? Data()) }
                blackHole(bytes)
            }
        }
    }
}
