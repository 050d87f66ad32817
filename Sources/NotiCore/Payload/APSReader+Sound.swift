extension APSReader {
    /// `aps.sound`: a file name (`"default"` for the system sound, `"ringtone"` for the ringtone), or a dictionary for
    /// critical alerts.
    mutating func readSound(_ value: JSONValue, path: String) -> NotificationSound? {
        switch value {
        case .string(let name):
            if name.isEmpty {
                warn(path, "empty sound name; iOS plays the default sound")
                return .default
            }
            return NotificationSound(soundName: name)
        case .object(let members):
            return readSoundDictionary(members, path: path)
        default:
            warn(path, "expected a sound name or a dictionary, got \(PayloadText.describe(value))")
            return nil
        }
    }

    private mutating func readSoundDictionary(_ members: [(key: String, value: JSONValue)], path: String) -> NotificationSound {
        var critical = false
        var name: String?
        var volume: Double?
        for (key, value) in members {
            let memberPath = PayloadText.path(path, key)
            switch key {
            case "critical":
                switch value.intValue {
                case 1: critical = true
                case 0: critical = false
                default: warn(memberPath, "expected 0 or 1, got \(PayloadText.describe(value)); the sound is not critical")
                }
            case "name":
                name = string(value, path: memberPath)
            case "volume":
                volume = readVolume(value, path: memberPath)
            default:
                warn(memberPath, "unknown sound key; expected critical, name or volume")
            }
        }
        if name == nil, !members.contains(where: { $0.key == "name" }) {
            warn(PayloadText.path(path, "name"), "missing: iOS plays the default\(critical ? " critical" : "") sound")
        }
        let fileName = name == "default" || name?.isEmpty == true ? nil : name
        guard critical else {
            if volume != nil { warn(PayloadText.path(path, "volume"), "volume only applies to critical sounds (critical: 1); it is ignored") }
            return fileName.map(NotificationSound.named) ?? .default
        }
        return .critical(name: fileName, volume: volume ?? 1)
    }

    private mutating func readVolume(_ value: JSONValue, path: String) -> Double? {
        guard let volume = value.doubleValue else {
            warn(path, "expected a number from 0 to 1, got \(PayloadText.describe(value))")
            return nil
        }
        guard (0...1).contains(volume) else {
            let literal = if case .number(let number) = value { number.literal } else { "" }
            warn(path, "\(PayloadText.clipped(literal)) is outside 0–1; iOS clamps it to \(volume < 0 ? 0 : 1)")
            return min(max(volume, 0), 1)
        }
        return volume
    }
}
