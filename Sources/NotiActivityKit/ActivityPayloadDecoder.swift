/// Decodes a push's `attributes` and `content-state` into an app's own types as ActivityKit does: `JSONDecoder()` with
/// its default strategies, so a `Date` is a number of seconds since 1 January 2001 (docs/rules/widgets.md#content-state-decoding).
package enum ActivityPayloadDecoder {
    /// `json` decoded as `type`; a failure names the key path under `path` (`content-state.eta: expected a number,
    /// got a string`), as notisim names a workspace type's missing keys.
    package static func decode<Value: Decodable & SendableMetatype>(_ type: Value.Type, from json: Data, path: String) throws(ActivityPayloadError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: json)
        } catch let error as DecodingError {
            throw ActivityPayloadError(error, json: json, path: path)
        } catch {
            throw ActivityPayloadError(keyPath: path, problem: "cannot be decoded: \(error)")
        }
    }
}

/// Why a push's attributes or content state cannot become the app's type, at one key path.
package struct ActivityPayloadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: `content-state.awayScore`, `attributes.stops[1].name`.
    package let keyPath: String
    /// What: `missing`, `expected a number, got a string`.
    package let problem: String

    /// `problem` at `keyPath`.
    package init(keyPath: String, problem: String) {
        self.keyPath = keyPath
        self.problem = problem
    }

    /// One line: `content-state.awayScore: missing`.
    package var description: String { "\(keyPath): \(problem)" }

    /// The error `JSONDecoder` threw for `json`, at its key path under `path`.
    init(_ error: DecodingError, json: Data, path: String) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(keyPath: Self.keyPath(path, context.codingPath + [key]), problem: "missing")
        case .valueNotFound(let type, let context):
            self.init(keyPath: Self.keyPath(path, context.codingPath), problem: "expected \(Self.kind(of: type)), got null")
        case .typeMismatch(let type, let context):
            let found = JSONShape.kind(at: context.codingPath, in: json).map { ", got \($0)" } ?? ""
            self.init(keyPath: Self.keyPath(path, context.codingPath), problem: "expected \(Self.kind(of: type))\(found)")
        case .dataCorrupted(let context) where context.codingPath.isEmpty && !JSONShape.parses(json):
            self.init(keyPath: path, problem: "not valid JSON")
        case .dataCorrupted(let context):
            self.init(keyPath: Self.keyPath(path, context.codingPath), problem: "invalid value: \(context.debugDescription)")
        @unknown default:
            self.init(keyPath: path, problem: "cannot be decoded: \(error)")
        }
    }

    /// `path` followed by the coding path: keys after dots, array positions in brackets.
    static func keyPath(_ path: String, _ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(path) { result, key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return result + "[\(index)]" }
            return result + "." + shown(key.stringValue)
        }
    }

    /// A key as the one-line path shows it: a dictionary's keys come from the push, so controls and line breaks in
    /// them are written as `\u{…}` escapes, never as themselves.
    static func shown(_ key: String) -> String {
        func escaped(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        guard key.unicodeScalars.contains(where: escaped) else { return key }
        return key.unicodeScalars.map { escaped($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
    }

    /// The JSON a Swift type decodes from, as the payload checks name it.
    static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type, is URL.Type: "a string"
        case is Bool.Type: "a boolean"
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is Decimal.Type: "a number"
        case is [String: Any].Type: "a dictionary"
        case is [Any].Type: "an array"
        default: "\(type)"
        }
    }
}

/// The shape of a JSON value, read to say what stands where the app's type expected something else.
private indirect enum JSONShape: Decodable {
    case null, boolean, number, string
    case array([JSONShape])
    case object([String: JSONShape])

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() { self = .null }
        else if (try? value.decode(Bool.self)) != nil { self = .boolean }
        else if (try? value.decode(Double.self)) != nil { self = .number }
        else if (try? value.decode(String.self)) != nil { self = .string }
        else if let elements = try? value.decode([JSONShape].self) { self = .array(elements) }
        else { self = .object(try value.decode([String: JSONShape].self)) }
    }

    /// Whether `json` is JSON at all.
    static func parses(_ json: Data) -> Bool { (try? JSONDecoder().decode(JSONShape.self, from: json)) != nil }

    /// What stands at `codingPath` in `json` ("a string", "an object"); nil when it cannot be read.
    static func kind(at codingPath: [any CodingKey], in json: Data) -> String? {
        guard var shape = try? JSONDecoder().decode(JSONShape.self, from: json) else { return nil }
        for key in codingPath {
            switch shape {
            case .object(let members): guard let member = members[key.stringValue] else { return nil }; shape = member
            case .array(let elements): guard let index = key.intValue, elements.indices.contains(index) else { return nil }; shape = elements[index]
            default: return nil
            }
        }
        return switch shape {
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
