import CSQLite3

/// Names of a store's tables and columns.
enum ManagedTable {
    /// The table of an entity's objects: the entity's name.
    static func name(of entity: NSEntityDescription) -> String { entity.name ?? "" }
    /// The column holding each row's key.
    static let keyColumn = "Z_PK"
}

/// Why the store failed (an `NSError` in `NSCocoaErrorDomain` reaches the extension).
struct StoreFailure: Error {
    var message: String
}

/// A store in an SQLite file at the store's URL, through the system's libsqlite3 (docs/rules/apple-frameworks.md#coredata).
/// *Decision:* notisim's own schema, not Apple's: one table per entity, named as the entity, with the row key in
/// `Z_PK` and one column per attribute and relationship, named as they are. Integers and Booleans are INTEGER,
/// `Double` and `Float` REAL, dates REAL seconds since 2001-01-01 (as `Date.timeIntervalSinceReferenceDate`),
/// strings, UUIDs, URLs and decimals TEXT, binary data BLOB; a to-one relationship is the destination's key, a
/// to-many one its keys separated by commas. A column the model adds later is added to the table on load.
final class SQLiteStore: @unchecked Sendable {
    private var database: OpaquePointer?
    private let lock = NSRecursiveLock()
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Opens (or creates) the file at `path` (`:memory:` for a store in memory) and its tables for `model`.
    init(path: String, model: NSManagedObjectModel) throws(StoreFailure) {
        if path != ":memory:" {
            try? FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        guard sqlite3_open(path, &database) == SQLITE_OK else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(database)
            throw StoreFailure(message: "cannot open \(path): \(message)")
        }
        for entity in model.entities { try createTable(entity) }
    }

    deinit { sqlite3_close(database) }

    private static func quoted(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    private func createTable(_ entity: NSEntityDescription) throws(StoreFailure) {
        let table = Self.quoted(ManagedTable.name(of: entity))
        try execute("CREATE TABLE IF NOT EXISTS \(table) (\(ManagedTable.keyColumn) INTEGER PRIMARY KEY AUTOINCREMENT)")
        var existing: Set<String> = []
        try query("PRAGMA table_info(\(table))", []) { row in
            if let name = sqlite3_column_text(row, 1) { existing.insert(String(cString: name)) }
        }
        for property in entity.properties where !existing.contains(property.name) {
            try execute("ALTER TABLE \(table) ADD COLUMN \(Self.quoted(property.name))")
        }
    }

    /// Every row of `entity`'s table: its key and its values as objects keep them.
    func rows(of entity: NSEntityDescription, key: Int64? = nil) throws(StoreFailure) -> [(key: Int64, values: [String: Any])] {
        let properties = entity.properties
        let columns = ([ManagedTable.keyColumn] + properties.map { Self.quoted($0.name) }).joined(separator: ", ")
        var sql = "SELECT \(columns) FROM \(Self.quoted(ManagedTable.name(of: entity)))"
        if key != nil { sql += " WHERE \(ManagedTable.keyColumn) = ?" }
        var rows: [(key: Int64, values: [String: Any])] = []
        try query(sql, key.map { [$0] } ?? []) { row in
            var values: [String: Any] = [:]
            for (index, property) in properties.enumerated() {
                if let value = Self.value(row, Int32(index + 1), property) { values[property.name] = value }
            }
            rows.append((sqlite3_column_int64(row, 0), values))
        }
        return rows
    }

    /// Writes a context's changes in one transaction: deleted rows removed, inserted objects given keys, then the
    /// inserted and updated objects' values written.
    func save(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]) throws(StoreFailure) {
        lock.lock()
        defer { lock.unlock() }
        try execute("BEGIN IMMEDIATE")
        do throws(StoreFailure) {
            for object in deleted {
                guard let key = object.objectID.key else { continue }
                try run("DELETE FROM \(Self.quoted(ManagedTable.name(of: object.entity))) WHERE \(ManagedTable.keyColumn) = ?", [key])
            }
            for object in inserted {
                try run("INSERT INTO \(Self.quoted(ManagedTable.name(of: object.entity))) DEFAULT VALUES", [])
                object.objectID.key = sqlite3_last_insert_rowid(database)
            }
            for object in inserted + updated { try write(object) }
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            for object in inserted { object.objectID.key = nil }
            throw error
        }
    }

    /// Writes every column of a saved object's row.
    private func write(_ object: NSManagedObject) throws(StoreFailure) {
        guard let key = object.objectID.key else { return }
        let properties = object.entity.properties
        guard !properties.isEmpty else { return }
        let assignments = properties.map { "\(Self.quoted($0.name)) = ?" }.joined(separator: ", ")
        let values = properties.map { Self.column(of: object, $0) }
        try run("UPDATE \(Self.quoted(ManagedTable.name(of: object.entity))) SET \(assignments) WHERE \(ManagedTable.keyColumn) = ?", values + [key])
    }

    /// What a column keeps for a property of an object: nil, Int64, Double, String or Data.
    private static func column(of object: NSManagedObject, _ property: NSPropertyDescription) -> Any? {
        if let relationship = property as? NSRelationshipDescription {
            let keys: [Int64]
            switch object.values[relationship.name] {
            case let objects as [NSManagedObject]: keys = objects.compactMap(\.objectID.key)
            case let stored as StoredReferences: keys = stored.keys
            default: keys = []
            }
            if relationship.isToMany { return keys.map(String.init).joined(separator: ",") }
            return keys.first
        }
        guard let attribute = property as? NSAttributeDescription, let value = object.values[attribute.name] else { return nil }
        switch value {
        case let bool as Bool: return bool ? Int64(1) : Int64(0)
        case let integer as Int64: return integer
        case let double as Double: return double
        case let date as Date: return date.timeIntervalSinceReferenceDate
        case let data as Data: return data
        case let uuid as UUID: return uuid.uuidString
        case let url as URL: return url.absoluteString
        case let decimal as Decimal: return "\(decimal)"
        case let string as String: return string
        default: return nil
        }
    }

    /// A column's value as an object keeps it for its property.
    private static func value(_ row: OpaquePointer?, _ index: Int32, _ property: NSPropertyDescription) -> Any? {
        guard sqlite3_column_type(row, index) != SQLITE_NULL else { return nil }
        let text = { sqlite3_column_text(row, index).map { String(cString: $0) } ?? "" }
        if let relationship = property as? NSRelationshipDescription {
            let keys = relationship.isToMany ? text().split(separator: ",").compactMap { Int64($0) } : [sqlite3_column_int64(row, index)]
            return StoredReferences(keys: keys)
        }
        switch (property as? NSAttributeDescription)?.attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: return sqlite3_column_int64(row, index)
        case .booleanAttributeType: return sqlite3_column_int64(row, index) != 0
        case .doubleAttributeType, .floatAttributeType: return sqlite3_column_double(row, index)
        case .dateAttributeType: return Date(timeIntervalSinceReferenceDate: sqlite3_column_double(row, index))
        case .binaryDataAttributeType:
            let count = Int(sqlite3_column_bytes(row, index))
            return sqlite3_column_blob(row, index).map { Data(bytes: $0, count: count) } ?? Data()
        case .UUIDAttributeType: return UUID(uuidString: text())
        case .URIAttributeType: return URL(string: text())
        case .decimalAttributeType: return Decimal(string: text())
        case .stringAttributeType: return text()
        default: return nil
        }
    }

    private func execute(_ sql: String) throws(StoreFailure) { try run(sql, []) }

    /// Runs a statement that returns no rows.
    private func run(_ sql: String, _ bindings: [Any?]) throws(StoreFailure) { try query(sql, bindings) { _ in } }

    /// Runs a statement with `bindings` for its `?`s, handing each row to `row`.
    private func query(_ sql: String, _ bindings: [Any?], row: (OpaquePointer?) -> Void) throws(StoreFailure) {
        lock.lock()
        defer { lock.unlock() }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else { throw failure(sql) }
        defer { sqlite3_finalize(statement) }
        for (offset, binding) in bindings.enumerated() {
            let index = Int32(offset + 1)
            switch binding {
            case let integer as Int64: sqlite3_bind_int64(statement, index, integer)
            case let double as Double: sqlite3_bind_double(statement, index, double)
            case let string as String: sqlite3_bind_text(statement, index, string, -1, Self.transient)
            case let data as Data: _ = data.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), Self.transient) }
            default: sqlite3_bind_null(statement, index)
            }
        }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: row(statement)
            case SQLITE_DONE: return
            default: throw failure(sql)
            }
        }
    }

    private func failure(_ sql: String) -> StoreFailure {
        StoreFailure(message: "\(String(cString: sqlite3_errmsg(database))) in \(sql)")
    }
}
