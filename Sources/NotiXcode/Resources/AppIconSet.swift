import NotiCore

/// Reads an asset catalog's app icon set (`NAME.appiconset/Contents.json`): the image files it lists with their
/// sizes (docs/rules/xcode.md#app-icon).
enum AppIconSet {
    /// The file of the largest image listed: point size × scale (`60x60` @ `3x` is 180 pixels; Xcode 14's single
    /// `1024x1024` entry has no scale); the first listed wins a tie. Entries without a file (slots left empty) are
    /// skipped. nil with a reason when the set lists no image.
    static func largestImage(contents bytes: [UInt8]) -> Result<(file: String, pixels: Double), StringsFileError> {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch { return .failure(StringsFileError(error.description)) }
        guard let images = json["images"]?.arrayValue else { return .failure(StringsFileError("images: missing or not an array")) }
        var best: (file: String, pixels: Double)?
        for image in images {
            guard let file = image["filename"]?.stringValue, !file.isEmpty else { continue }
            let points = image["size"]?.stringValue.flatMap { Double($0.split(separator: "x").first ?? "") } ?? 0
            let scale = image["scale"]?.stringValue.flatMap { Double($0.filter { $0 != "x" }) } ?? 1
            let pixels = points * scale
            if let current = best, current.pixels >= pixels { continue }
            best = (file, pixels)
        }
        guard let best else { return .failure(StringsFileError("lists no image file (every slot is empty)")) }
        return .success(best)
    }
}
