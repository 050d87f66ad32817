import Foundation
import NotiAppCore
import NotiCore

/// The clock the runner drives: real time with pause, speed and jumps for people, a manual clock for scripts.
package protocol RunnerClock: Clock {
    /// Simulated seconds per wall second (0 while paused).
    var rate: Double { get }
    /// Carries out a clock request; returns an error line when it cannot.
    func perform(_ request: ClockRequest) -> String?
    /// Paused and speed, as the status line shows them.
    var status: ViewerChoices.ClockStatus { get }
}

extension SystemClock: RunnerClock {
    package var rate: Double { isPaused ? 0 : speed }

    package var status: ViewerChoices.ClockStatus { ViewerChoices.ClockStatus(paused: isPaused, speed: speed) }

    package func perform(_ request: ClockRequest) -> String? {
        switch request {
        case .pause: pause()
        case .resume: resume()
        case .speed(let factor):
            do { try setSpeed(factor) } catch { return error.description }
        case .advance(let seconds): jump(by: seconds)
        case .jump(let date): jump(to: date)
        }
        return nil
    }
}

extension ManualClock: RunnerClock {
    /// A manual clock only moves when told to.
    package var rate: Double { 0 }

    /// A script's clock moves by its steps: the status line shows no pause and no speed.
    package var status: ViewerChoices.ClockStatus { ViewerChoices.ClockStatus() }

    package func perform(_ request: ClockRequest) -> String? {
        switch request {
        case .pause, .resume, .speed: return nil
        case .advance(let seconds): advance(by: seconds)
        case .jump(let date): if date > now { set(to: date) }
        }
        return nil
    }
}
