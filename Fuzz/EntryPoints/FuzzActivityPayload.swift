import Foundation
import NotiActivityKit

/// A Live Activity type in the shapes apps declare: nested values, optionals, arrays, an enum and a date.
private struct FuzzedAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        enum Stage: String, Codable, Hashable { case preparing, onTheWay, delivered }
        struct Stop: Codable, Hashable {
            var name: String
            var arrival: Date?
        }
        var courier: String
        var eta: Date
        var progress: Double
        var stage: Stage
        var stops: [Stop]
        var note: String?
        var extras: [String: Int]
    }
    var orderNumber: Int
    var restaurant: String
}

/// Fuzzes what a push's `content-state` and `attributes` become in the app's own types (`ActivityPayloadDecoder`,
/// JSONDecoder's defaults as ActivityKit decodes them): the same bytes as both. A refusal must be one line, so the
/// event log can name the key and why.
public func fuzzActivityPayload(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let json = Data(FuzzInput.bytes(data, size))
    func refusalIsOneLine(_ decode: () throws(ActivityPayloadError) -> Void) {
        do throws(ActivityPayloadError) {
            try decode()
        } catch {
            precondition(!error.description.contains(where: \.isNewline), "a refusal of more than one line: \(error.description)")
        }
    }
    refusalIsOneLine { () throws(ActivityPayloadError) in _ = try ActivityPayloadDecoder.decode(FuzzedAttributes.ContentState.self, from: json, path: "content-state") }
    refusalIsOneLine { () throws(ActivityPayloadError) in _ = try ActivityPayloadDecoder.decode(FuzzedAttributes.self, from: json, path: "attributes") }
    return 0
}
