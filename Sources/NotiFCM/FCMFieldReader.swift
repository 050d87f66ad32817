import NotiCore

/// Reads a request's JSON the way Google's APIs map JSON onto their protocol buffer messages
/// (https://protobuf.dev/programming-guides/json/), with their error texts, such as
/// "Invalid value at 'message.data[0].value' (TYPE_STRING), 12" (https://firebase.google.com/docs/cloud-messaging/error-codes).
/// Where Firebase's pages are silent, notisim decides:
/// - a field may be written in its proto name (`fcm_options`) or its JSON name (`fcmOptions`), as the JSON mapping allows;
/// - `null` stands for an absent field, as the JSON mapping says;
/// - a field written twice (under either name) is refused, "Invalid JSON payload received. Duplicate name …".
enum FCMFieldReader {
    /// The fields of `value`, an object of the message type `typeName` written at `path` ("" for the request itself):
    /// each by its proto name, in the order written, `null` ones left out. `names` maps every accepted spelling to its
    /// proto name; a field not in it is refused as FCM refuses an unknown name.
    static func fields(of value: JSONValue, at path: @autoclosure () -> String, type typeName: String,
                       names: [String: String]) throws(FCMError) -> [(name: String, value: JSONValue)] {
        guard case .object(let members) = value else { throw invalidValue(value, at: path(), type: typeName) }
        var fields: [(name: String, value: JSONValue)] = []
        for member in members {
            guard let name = names[member.key] else {
                let place = path().isEmpty ? "" : " at '\(path())'"
                throw .invalidArgument(field: path(),
                                       description: "Invalid JSON payload received. Unknown name \"\(member.key)\"\(place): Cannot find field.")
            }
            guard !fields.contains(where: { $0.name == name }) else {
                throw .invalidArgument(field: join(path(), name), description: "Invalid JSON payload received. Duplicate name \"\(member.key)\".")
            }
            if member.value != .null { fields.append((name, member.value)) }
        }
        return fields
    }

    /// A spelling table for `fields(of:…)`: each proto name under itself and under its lowerCamelCase JSON name.
    static func names(_ protoNames: [String]) -> [String: String] {
        var table: [String: String] = [:]
        for name in protoNames {
            table[name] = name
            table[jsonName(name)] = name
        }
        return table
    }

    /// A string field's value.
    static func string(_ value: JSONValue, at path: @autoclosure () -> String) throws(FCMError) -> String {
        guard case .string(let text) = value else { throw invalidValue(value, at: path(), type: "TYPE_STRING") }
        return text
    }

    /// A bool field's value.
    static func bool(_ value: JSONValue, at path: @autoclosure () -> String) throws(FCMError) -> Bool {
        guard case .bool(let flag) = value else { throw invalidValue(value, at: path(), type: "TYPE_BOOL") }
        return flag
    }

    /// A `map<string, string>` field's entries in the order written; a value that is not a string is refused at
    /// `path[INDEX].value`, INDEX counting the map's entries from 0, as in Firebase's example error.
    static func stringMap(_ value: JSONValue, at path: @autoclosure () -> String, type typeName: String) throws(FCMError) -> [(key: String, value: String)] {
        guard case .object(let members) = value else { throw invalidValue(value, at: path(), type: typeName) }
        var entries: [(key: String, value: String)] = []
        for (index, member) in members.enumerated() {
            entries.append((member.key, try string(member.value, at: "\(path())[\(index)].value")))
        }
        return entries
    }

    /// "Invalid value at 'PATH' (TYPE), VALUE", Google's words for a value of the wrong type.
    static func invalidValue(_ value: JSONValue, at path: @autoclosure () -> String, type typeName: String) -> FCMError {
        let description = "Invalid value at '\(path())' (\(typeName)), \(rendered(value))"
        return .invalidArgument(field: path(), description: description)
    }

    /// `path.name`, or `name` at the top.
    static func join(_ path: String, _ name: String) -> String {
        path.isEmpty ? name : "\(path).\(name)"
    }

    /// How Google's errors show a value of the wrong type: scalars as JSON text, containers by what went wrong.
    private static func rendered(_ value: JSONValue) -> String {
        switch value {
        case .object: "Starting an object on a scalar field"
        case .array: "Proto field is not repeating, cannot start list."
        default: value.serialized()
        }
    }

    /// The lowerCamelCase JSON name of a snake_case proto name: `analytics_label` → `analyticsLabel`.
    private static func jsonName(_ protoName: String) -> String {
        var result = ""
        var upperNext = false
        for character in protoName {
            if character == "_" {
                upperNext = true
            } else {
                result += upperNext ? character.uppercased() : String(character)
                upperNext = false
            }
        }
        return result
    }
}
