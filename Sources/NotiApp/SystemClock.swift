import Foundation
import NotiCore

/// The clock of the running app: follows the wall clock (the only place that reads it) at real time by default,
/// and can be paused, sped up or made to jump. Copies share one timeline.
package struct SystemClock: Clock {
    private final class State: Sendable {
        let timeline: LockedState<SimulatedTimeline>
        init(_ timeline: SimulatedTimeline) { self.timeline = LockedState(timeline) }
    }

    private let state: State

    /// Starts at the current wall time, running at real-time speed.
    package init() {
        let wall = Date()
        state = State(SimulatedTimeline(start: wall, wall: wall))
    }

    /// The current simulated time.
    package var now: Date {
        let wall = Date()
        return state.timeline.withLock { $0.simulatedTime(atWall: wall) }
    }

    /// Simulated seconds per wall second.
    package var speed: Double { state.timeline.withLock { $0.speed } }

    /// Whether simulated time is standing still.
    package var isPaused: Bool { state.timeline.withLock { $0.isPaused } }

    /// Stops simulated time.
    package func pause() {
        let wall = Date()
        state.timeline.withLock { $0.pause(atWall: wall) }
    }

    /// Lets simulated time run again.
    package func resume() {
        let wall = Date()
        state.timeline.withLock { $0.resume(atWall: wall) }
    }

    /// Runs simulated time `speed` times faster than the wall clock.
    package func setSpeed(_ speed: Double) throws(ClockError) {
        let wall = Date()
        try state.timeline.withLock { (timeline: inout SimulatedTimeline) throws(ClockError) in
            try timeline.setSpeed(speed, atWall: wall)
        }
    }

    /// Moves simulated time by `seconds` at once.
    package func jump(by seconds: TimeInterval) {
        let wall = Date()
        state.timeline.withLock { $0.jump(by: seconds, atWall: wall) }
    }

    /// Puts simulated time at `date` at once.
    package func jump(to date: Date) {
        let wall = Date()
        state.timeline.withLock { $0.jump(to: date, atWall: wall) }
    }
}
