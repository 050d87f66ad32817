import NotiDispatch

/// Reading an SDK's keys out of a push's `userInfo`, whose values come from JSON: nested dictionaries, and strings
/// that some SDKs' consoles send for numbers and nested JSON.
package enum PayloadReading {
    /// The dictionary at `key`; a string holding a JSON object is read as one (some SDKs send nested JSON as a string).
    package static func dictionary(_ value: Any?) -> [String: Any]? {
        if let dictionary = value as? [String: Any] { return dictionary }
        if let dictionary = value as? [AnyHashable: Any] {
            return Dictionary(uniqueKeysWithValues: dictionary.compactMap { key, value in (key as? String).map { ($0, value) } })
        }
        if let text = value as? String, let data = text.data(using: .utf8),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            return object
        }
        return nil
    }

    /// The array at `key`; a string holding a JSON array is read as one.
    package static func array(_ value: Any?) -> [Any]? {
        if let array = value as? [Any] { return array }
        if let text = value as? String, let data = text.data(using: .utf8), let array = try? JSONSerialization.jsonObject(with: data) as? [Any] {
            return array
        }
        return nil
    }

    /// The string at `key`; numbers are written out.
    package static func string(_ value: Any?) -> String? {
        if let text = value as? String { return text }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }

    /// The URL a string names, when it is an absolute URL with a scheme.
    package static func url(_ value: Any?) -> URL? {
        guard let text = string(value)?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
              let url = URL(string: text), url.scheme != nil else { return nil }
        return url
    }

    /// The payload as a string-keyed dictionary.
    package static func payload(_ userInfo: [AnyHashable: Any]) -> [String: Any] { dictionary(userInfo) ?? [:] }
}
