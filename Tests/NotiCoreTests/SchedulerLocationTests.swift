import Foundation
import NotiCore
import Testing

@Suite("Scheduler: location triggers")
struct SchedulerLocationTests {
    let office = Coordinate(latitude: 52.5200, longitude: 13.4050)
    /// About 1.1 km north of the office.
    let nearby = Coordinate(latitude: 52.5300, longitude: 13.4050)
    /// About 250 km away.
    let farAway = Coordinate(latitude: 50.1109, longitude: 8.6821)

    func region(entry: Bool = true, exit: Bool = false) -> CircularRegion {
        CircularRegion(identifier: "office", latitude: office.latitude, longitude: office.longitude, radius: 200,
                       notifyOnEntry: entry, notifyOnExit: exit)
    }

    /// The firings of a move by which every app may use location.
    func fired(_ scheduler: inout Scheduler, to position: Coordinate, now: Date) -> [Firing] {
        scheduler.moveDevice(to: position, now: now, allowedApps: [key("any").bundleID]).filter(\.fires).map(\.firing)
    }

    @Test("a location trigger has no fire date")
    func noDate() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        #expect(try scheduler.schedule(key("loc"), trigger: .location(region(), repeats: false), now: testStart) == nil)
        #expect(scheduler.nextFireDate(for: key("loc")) == nil)
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.count == 1)
    }

    @Test("entering a region fires an entry trigger at the time of the move; a non-repeating one is then removed")
    func entry() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("loc"), trigger: .location(region(), repeats: false), now: testStart)
        #expect(fired(&scheduler, to: farAway, now: testStart).isEmpty)
        let moved = testStart.addingTimeInterval(60)
        #expect(fired(&scheduler, to: office, now: moved) == [Firing(key: key("loc"), date: moved)])
        #expect(scheduler.count == 0)
        _ = fired(&scheduler, to: farAway, now: moved)
        #expect(fired(&scheduler, to: office, now: moved).isEmpty)
    }

    @Test("moving within a region, or outside it, fires nothing")
    func noCrossing() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("loc"), trigger: .location(region(exit: true), repeats: true), now: testStart)
        #expect(fired(&scheduler, to: nearby, now: testStart).isEmpty)
        #expect(fired(&scheduler, to: farAway, now: testStart).isEmpty)
        _ = fired(&scheduler, to: office, now: testStart)
        let inside = Coordinate(latitude: office.latitude + 0.0005, longitude: office.longitude)
        #expect(fired(&scheduler, to: inside, now: testStart).isEmpty)
    }

    @Test("leaving a region fires only when notifyOnExit is set")
    func exit() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("entryOnly"), trigger: .location(region(entry: true, exit: false), repeats: true), now: testStart)
        try scheduler.schedule(key("exitOnly"), trigger: .location(region(entry: false, exit: true), repeats: true), now: testStart)
        #expect(fired(&scheduler, to: office, now: testStart).map(\.key.identifier) == ["entryOnly"])
        #expect(fired(&scheduler, to: farAway, now: testStart).map(\.key.identifier) == ["exitOnly"])
    }

    @Test("a repeating location trigger fires on every crossing and stays scheduled")
    func repeating() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("loc"), trigger: .location(region(entry: true, exit: true), repeats: true), now: testStart)
        var firings = 0
        for position in [office, farAway, office, farAway] {
            firings += fired(&scheduler, to: position, now: testStart).count
        }
        #expect(firings == 4)
        #expect(scheduler.count == 1)
    }

    @Test("a region the device is already inside when scheduled fires on the next entry, not at once")
    func alreadyInside() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        _ = fired(&scheduler, to: office, now: testStart)
        try scheduler.schedule(key("loc"), trigger: .location(region(), repeats: false), now: testStart)
        #expect(fired(&scheduler, to: office, now: testStart).isEmpty)
        _ = fired(&scheduler, to: farAway, now: testStart)
        #expect(fired(&scheduler, to: office, now: testStart).map(\.key) == [key("loc")])
    }

    @Test("crossings of several regions in one move come out in scheduling order")
    func order() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        for name in ["c", "a", "b"] {
            try scheduler.schedule(key(name), trigger: .location(region(), repeats: false), now: testStart)
        }
        #expect(fired(&scheduler, to: office, now: testStart).map(\.key.identifier) == ["c", "a", "b"])
    }

    @Test("an app without location authorization has its crossings withheld and its watch kept; allowed later, the next crossing fires")
    func withheldWithoutAuthorization() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("loc"), trigger: .location(region(), repeats: false), now: testStart)
        let withheld = scheduler.moveDevice(to: office, now: testStart, allowedApps: [])
        #expect(withheld == [RegionCrossing(firing: Firing(key: key("loc"), date: testStart), fires: false)])
        #expect(scheduler.count == 1)
        #expect(scheduler.moveDevice(to: farAway, now: testStart, allowedApps: []).isEmpty, "exit is not watched")
        #expect(fired(&scheduler, to: office, now: testStart) == [Firing(key: key("loc"), date: testStart)])
        #expect(scheduler.count == 0)
    }

    @Test("a removed location trigger no longer fires")
    func removed() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("loc"), trigger: .location(region(), repeats: true), now: testStart)
        scheduler.remove(key("loc"))
        #expect(scheduler.count == 0)
        #expect(fired(&scheduler, to: office, now: testStart).isEmpty)
    }

    @Test("replacing a location trigger with a timed one stops the region watch")
    func replacedByTimed() throws {
        var scheduler = Scheduler(timeZone: zone("UTC"))
        try scheduler.schedule(key("x"), trigger: .location(region(), repeats: true), now: testStart)
        try scheduler.schedule(key("x"), trigger: .timeInterval(seconds: 60, repeats: false), now: testStart)
        #expect(scheduler.count == 1)
        #expect(fired(&scheduler, to: office, now: testStart).isEmpty)
        #expect(scheduler.advance(to: testStart.addingTimeInterval(60)).map(\.key) == [key("x")])
    }
}
