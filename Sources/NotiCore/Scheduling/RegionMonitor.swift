import Foundation

/// Location triggers and the simulated device position: fires on entering or leaving circular regions.
///
/// With no position known yet the device counts as outside every region, so the first move into a region
/// is an entry. A region the device is already inside when it is scheduled does not fire until it is left
/// and entered again (docs/rules/requests.md#triggers).
struct RegionMonitor: Sendable {
    private struct Watch: Sendable {
        var region: CircularRegion
        var repeats: Bool
        var order: UInt64
        var isInside: Bool
    }

    private var watches: [ScheduleKey: Watch] = [:]
    private(set) var devicePosition: Coordinate?

    /// Number of location triggers watched.
    var count: Int { watches.count }

    /// Starts watching `region` for `key`, replacing any previous watch.
    mutating func watch(_ key: ScheduleKey, region: CircularRegion, repeats: Bool, order: UInt64) {
        let inside = devicePosition.map(region.contains) ?? false
        watches[key] = Watch(region: region, repeats: repeats, order: order, isInside: inside)
    }

    /// Stops watching `key`.
    mutating func remove(_ key: ScheduleKey) {
        watches[key] = nil
    }

    /// Moves the device; returns the keys whose region was entered (notifyOnEntry) or left (notifyOnExit),
    /// in scheduling order. Non-repeating watches that fire are dropped.
    mutating func moveDevice(to position: Coordinate, now: Date) -> [Firing] {
        devicePosition = position
        var fired: [(order: UInt64, key: ScheduleKey)] = []
        for (key, var watch) in watches {
            let inside = watch.region.contains(position)
            let entered = inside && !watch.isInside, exited = !inside && watch.isInside
            watch.isInside = inside
            let fires = (entered && watch.region.notifyOnEntry) || (exited && watch.region.notifyOnExit)
            if fires { fired.append((watch.order, key)) }
            watches[key] = fires && !watch.repeats ? nil : watch
        }
        return fired.sorted { $0.order < $1.order }.map { Firing(key: $0.key, date: now) }
    }
}
