import Foundation

/// Why a simulated timeline refused a change.
package enum ClockError: Error, Equatable, CustomStringConvertible {
    /// The speed factor is zero, negative or not a finite number.
    case invalidSpeed(Double)

    /// A one-line explanation.
    package var description: String {
        switch self {
        case .invalidSpeed(let speed):
            return "speed \(speed) is invalid: it must be a finite number greater than 0 (use pause to stop time)"
        }
    }
}

/// The arithmetic of a simulated clock over a wall clock: runs at a speed factor, can pause and jump.
/// Pure: every reading and change takes the wall time as an argument.
package struct SimulatedTimeline: Sendable, Equatable {
    /// Simulated seconds per wall-clock second.
    package private(set) var speed: Double
    /// Whether simulated time is standing still.
    package private(set) var isPaused: Bool
    private var anchorWall: Date
    private var anchorSimulated: Date

    /// Starts a running timeline at `start` when the wall clock reads `wall`, at real-time speed.
    package init(start: Date, wall: Date) {
        speed = 1
        isPaused = false
        anchorWall = wall
        anchorSimulated = start
    }

    /// The simulated time when the wall clock reads `wall`; never earlier than the last anchor,
    /// even if the wall clock was set back.
    package func simulatedTime(atWall wall: Date) -> Date {
        guard !isPaused else { return anchorSimulated }
        let elapsed = max(0, wall.timeIntervalSince(anchorWall))
        return anchorSimulated.addingTimeInterval(elapsed * speed)
    }

    /// Stops simulated time at its value for `wall`.
    package mutating func pause(atWall wall: Date) {
        reanchor(atWall: wall)
        isPaused = true
    }

    /// Lets simulated time run again from where it was paused.
    package mutating func resume(atWall wall: Date) {
        reanchor(atWall: wall)
        isPaused = false
    }

    /// Changes how many simulated seconds pass per wall second, from `wall` on.
    package mutating func setSpeed(_ newSpeed: Double, atWall wall: Date) throws(ClockError) {
        guard newSpeed.isFinite, newSpeed > 0 else { throw .invalidSpeed(newSpeed) }
        reanchor(atWall: wall)
        speed = newSpeed
    }

    /// Moves simulated time by `seconds` at once (negative moves it back).
    package mutating func jump(by seconds: TimeInterval, atWall wall: Date) {
        reanchor(atWall: wall)
        anchorSimulated = anchorSimulated.addingTimeInterval(seconds)
    }

    /// Puts simulated time at `date` at once.
    package mutating func jump(to date: Date, atWall wall: Date) {
        anchorWall = wall
        anchorSimulated = date
    }

    private mutating func reanchor(atWall wall: Date) {
        anchorSimulated = simulatedTime(atWall: wall)
        anchorWall = max(anchorWall, wall)
    }
}
