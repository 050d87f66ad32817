import Foundation
import NotiCore
import PropertyBased
import Testing

/// One randomly generated request of the property tests, in whole seconds after `testStart` (midnight UTC).
struct RandomRequest: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case interval(seconds: Int, repeats: Bool)
        /// Minute past the hour; hour nil = every hour.
        case calendar(hour: Int?, minute: Int, repeats: Bool)
    }

    var keyIndex: Int
    var addedAt: Int
    var kind: Kind
    /// Seconds after adding when the request's key is removed; nil = never.
    var removedAfter: Int?

    var trigger: NotificationTrigger {
        switch kind {
        case .interval(let seconds, let repeats):
            return .timeInterval(seconds: Double(seconds), repeats: repeats)
        case .calendar(let hour, let minute, let repeats):
            return .calendar(DateMatch(hour: hour, minute: minute), repeats: repeats)
        }
    }

    var description: String { "key \(keyIndex) at +\(addedAt)s: \(kind), removed after \(removedAfter.map(String.init) ?? "never")" }

    static let generator = zip(
        Gen.int(in: 0...7), Gen.int(in: 0...86_400), Gen.int(in: 0...5), Gen.int(in: 1...20_000),
        Gen.int(in: 0...23), Gen.int(in: 0...59), Gen.int(in: -40_000...60_000)
    ).map { values in
        let (keyIndex, addedAt, kindCode, seconds, hour, minute, removal) = values
        let kind: Kind
        switch kindCode {
        case 0: kind = .interval(seconds: seconds, repeats: false)
        case 1, 2: kind = .interval(seconds: 60 + seconds, repeats: true)
        case 3: kind = .calendar(hour: hour, minute: minute, repeats: true)
        case 4: kind = .calendar(hour: hour, minute: minute, repeats: false)
        default: kind = .calendar(hour: nil, minute: minute, repeats: true)
        }
        return RandomRequest(keyIndex: keyIndex, addedAt: addedAt, kind: kind, removedAfter: removal < 0 ? nil : removal)
    }
}

/// An operation of a random run: adding request `request`, or removing that request's key.
private struct Operation {
    var time: Int
    var request: Int
    var isRemoval: Bool
}

/// The operations of a run in the order they happen: by time, then request index, adds before removals.
private func operations(of requests: [RandomRequest]) -> [Operation] {
    var result: [Operation] = []
    for (index, request) in requests.enumerated() {
        result.append(Operation(time: request.addedAt, request: index, isRemoval: false))
        if let after = request.removedAfter {
            result.append(Operation(time: request.addedAt + after, request: index, isRemoval: true))
        }
    }
    return result.sorted { ($0.time, $0.request, $0.isRemoval ? 1 : 0) < ($1.time, $1.request, $1.isRemoval ? 1 : 0) }
}

/// Fire times (seconds after `testStart`) of a request alive from `addedAt` up to and including `cutoff`,
/// by brute force: arithmetic for intervals, a minute-by-minute scan of UTC wall time for calendar matches.
private func referenceFireTimes(of request: RandomRequest, cutoff: Int) -> [Int] {
    switch request.kind {
    case .interval(let seconds, let repeats):
        let times = stride(from: request.addedAt + seconds, through: cutoff, by: seconds)
        return repeats ? Array(times) : Array(times.prefix(1))
    case .calendar(let hour, let minute, let repeats):
        let firstMinute = (request.addedAt / 60 + 1) * 60
        var times: [Int] = []
        for time in stride(from: firstMinute, through: cutoff, by: 60) {
            let secondOfDay = time % 86_400
            if secondOfDay % 3600 / 60 == minute, hour == nil || secondOfDay / 3600 == hour {
                times.append(time)
                if !repeats { break }
            }
        }
        return times
    }
}

/// The deliveries a run must produce, computed without the scheduler: each request lives from its add until the
/// next add or removal of its key (deliveries at that instant still count), and its fire times are sorted by time,
/// then by the order of the adds.
private func referenceFirings(of requests: [RandomRequest], until end: Int) -> [Firing] {
    var holder: [Int: Int] = [:]
    var cutoff = Array(repeating: end, count: requests.count)
    var addPosition = Array(repeating: 0, count: requests.count)
    for (position, operation) in operations(of: requests).enumerated() {
        let keyIndex = requests[operation.request].keyIndex
        if let previous = holder[keyIndex] { cutoff[previous] = min(cutoff[previous], operation.time) }
        holder[keyIndex] = operation.isRemoval ? nil : operation.request
        if !operation.isRemoval { addPosition[operation.request] = position }
    }
    var timed: [(time: Int, position: Int, key: Int)] = []
    for (index, request) in requests.enumerated() {
        for time in referenceFireTimes(of: request, cutoff: min(cutoff[index], end)) {
            timed.append((time, addPosition[index], request.keyIndex))
        }
    }
    return timed.sorted { ($0.time, $0.position) < ($1.time, $1.position) }
        .map { Firing(key: key("k\($0.key)"), date: testStart.addingTimeInterval(Double($0.time))) }
}

/// Where two delivery lists first differ, as a short text; nil when they are equal.
private func firstDifference(_ delivered: [Firing], _ expected: [Firing]) -> String? {
    guard delivered != expected else { return nil }
    let index = zip(delivered, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(delivered.count, expected.count)
    let got = index < delivered.count ? "\(delivered[index])" : "nothing"
    let wanted = index < expected.count ? "\(expected[index])" : "nothing"
    return "\(delivered.count) deliveries, \(expected.count) expected; at \(index) got \(got), expected \(wanted)"
}

@Suite("Scheduler properties")
struct SchedulerPropertyTests {
    static let end = 2 * 86_400

    @Test("for random requests, removals and replacements, deliveries come out in fire-time order, none lost or doubled")
    func matchesReference() async {
        await propertyCheck(count: 150, input: RandomRequest.generator.array(of: 0...30), Gen.int(in: 1...50)) { requests, steps in
            var scheduler = Scheduler(timeZone: zone("UTC"))
            var delivered: [Firing] = []
            for operation in operations(of: requests) {
                delivered += scheduler.advance(to: testStart.addingTimeInterval(Double(operation.time)))
                let request = requests[operation.request]
                if operation.isRemoval {
                    scheduler.remove(key("k\(request.keyIndex)"))
                } else {
                    // Recorded here: the property checker does not count an error thrown out of its body as a failure.
                    do {
                        try scheduler.schedule(key("k\(request.keyIndex)"), trigger: request.trigger,
                                               now: testStart.addingTimeInterval(Double(request.addedAt)))
                    } catch { Issue.record("scheduling \(request): \(error)") }
                }
            }
            // Finish in `steps` uneven advances, so repeats due several times per advance are covered too.
            for step in 1...steps {
                delivered += scheduler.advance(to: testStart.addingTimeInterval(Double(Self.end * step / steps)))
            }
            #expect(zip(delivered, delivered.dropFirst()).allSatisfy { $0.date <= $1.date })
            #expect(firstDifference(delivered, referenceFirings(of: requests, until: Self.end)) == nil)
        }
    }

    @Test("for random requests, the next deadline is always the soonest next fire date of any entry")
    func deadlineIsSoonest() async {
        await propertyCheck(count: 100, input: RandomRequest.generator.array(of: 1...40)) { requests in
            var scheduler = Scheduler(timeZone: zone("UTC"))
            var keys = Set<ScheduleKey>()
            for operation in operations(of: requests) {
                let request = requests[operation.request]
                let now = testStart.addingTimeInterval(Double(operation.time))
                _ = scheduler.advance(to: now)
                if operation.isRemoval {
                    scheduler.remove(key("k\(request.keyIndex)"))
                } else {
                    do { try scheduler.schedule(key("k\(request.keyIndex)"), trigger: request.trigger, now: now) } catch {
                        Issue.record("scheduling \(request): \(error)")
                    }
                    keys.insert(key("k\(request.keyIndex)"))
                }
                let soonest = keys.compactMap { scheduler.nextFireDate(for: $0) }.min()
                #expect(scheduler.nextDeadline == soonest)
            }
        }
    }
}
