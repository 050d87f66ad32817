import Foundation
import NotiCore

/// notisim's clock as an extension's own code reads it (`Date()`): the time now and how fast it runs against real
/// time (0 while it is paused). The params of `setClock` (docs/extension-protocol.md#setclock-only-when-setclock).
package struct DeviceClockReading: Sendable, Hashable {
    package var now: Date
    package var rate: Double

    package init(now: Date, rate: Double) {
        self.now = now; self.rate = rate
    }

    /// The time this reading gives `elapsed` real seconds after it was taken.
    package func advanced(by elapsed: Double) -> Date { now + elapsed * rate }

    /// The reading as `setClock`'s params: `{"now": seconds since 1970, "rate": r}`.
    package var json: JSONValue {
        .object([(key: "now", value: .number(JSONNumber(now.timeIntervalSince1970))), (key: "rate", value: .number(JSONNumber(rate)))])
    }

    /// Reads `setClock`'s params.
    package init(json: JSONValue) throws(WireError) {
        func number(_ key: String, upTo limit: Double) throws(WireError) -> Double {
            guard let value = json[key]?.doubleValue, value.isFinite, value >= 0, value <= limit else {
                throw WireError(path: "params.\(key)", reason: "expected a number from 0 to \(Int(limit)), got \(json[key]?.kindDescription ?? "nothing")")
            }
            return value
        }
        self.init(now: Date(timeIntervalSince1970: try number("now", upTo: 1e11)), rate: try number("rate", upTo: 1e6))
    }
}
