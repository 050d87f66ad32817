import Foundation

/// A location trigger's region crossed by a move: it fires, or is withheld because its app may not use location.
package struct RegionCrossing: Sendable, Hashable {
    package var firing: Firing
    package var fires: Bool

    package init(firing: Firing, fires: Bool) { self.firing = firing; self.fires = fires }
}

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

    /// Moves the device; returns the crossings of regions entered (notifyOnEntry) or left (notifyOnExit), in
    /// scheduling order. A crossing of an app in `allowedApps` fires, and a non-repeating watch that fires is
    /// dropped; another app's is withheld, and its watch stays.
    mutating func moveDevice(to position: Coordinate, now: Date, allowedApps: Set<String>) -> [RegionCrossing] {
        devicePosition = position
        var crossed: [(order: UInt64, crossing: RegionCrossing)] = []
        for (key, var watch) in watches {
            let inside = watch.region.contains(position)
            let entered = inside && !watch.isInside, exited = !inside && watch.isInside
            watch.isInside = inside
            let crosses = (entered && watch.region.notifyOnEntry) || (exited && watch.region.notifyOnExit)
            let fires = crosses && allowedApps.contains(key.bundleID)
            if crosses { crossed.append((watch.order, RegionCrossing(firing: Firing(key: key, date: now), fires: fires))) }
            watches[key] = fires && !watch.repeats ? nil : watch
        }
        return crossed.sorted { $0.order < $1.order }.map(\.crossing)
    }
}
