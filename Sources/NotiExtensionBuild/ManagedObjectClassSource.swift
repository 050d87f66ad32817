import NotiCoreDataModel

/// The Swift that Xcode's Core Data code generation would add to an extension (docs/rules/apple-frameworks.md#coredata): for an
/// entity whose Codegen is "Class Definition" (`codeGenerationType="class"`) its `NSManagedObject` subclass and its
/// properties; for "Category/Extension" (`category`) only the properties, the class being the project's own; for
/// "Manual/None" nothing. Properties have Xcode's types (`String?`, `Int16`, `Date?`, `NSSet?`, …) and accessors
/// over the object's values, as the Linux rewrite gives `@NSManaged` properties; to-many relationships get
/// `addToX`/`removeFromX` for one object and for a set.
enum ManagedObjectClassSource {
    /// The generated file's name in the build folder.
    static let fileName = "CoreDataGeneratedClasses.swift"

    /// The file's text, nil when no entity has generated code.
    static func source(for models: [DataModel]) -> String? {
        let generated = models.flatMap { model in model.entities.compactMap { declarations(of: $0, in: model) } }
        guard !generated.isEmpty else { return nil }
        return "// Core Data classes notisim generates from the extension's models, as Xcode does.\nimport CoreData\nimport Foundation\n\n"
            + generated.joined(separator: "\n")
    }

    private static func declarations(of entity: DataModel.Entity, in model: DataModel) -> String? {
        guard let generation = entity.codeGeneration, generation == "class" || generation == "category" else { return nil }
        let className = entity.className ?? entity.name
        var text = ""
        if generation == "class" {
            let superclass = entity.parentName.flatMap { model.entity(named: $0)?.className } ?? "NSManagedObject"
            text += "public class \(className): \(superclass) {}\n\n"
        }
        text += "extension \(className) {\n"
        text += "    public class func fetchRequest() -> NSFetchRequest<\(className)> { NSFetchRequest<\(className)>(entityName: \"\(entity.name)\") }\n"
        for attribute in entity.attributes {
            guard let type = swiftType(of: attribute) else { continue }
            text += property(attribute.name, type)
        }
        for relationship in entity.relationships {
            let destination = model.entity(named: relationship.destination)?.className ?? "NSManagedObject"
            guard relationship.isToMany else {
                text += property(relationship.name, destination + "?")
                continue
            }
            let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            text += property(relationship.name, collection + "?")
            let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
            for (argument, type) in [("value", destination), ("values", collection)] {
                text += "    public func addTo\(suffix)(_ \(argument): \(type)) { _addToManagedRelationship(\(argument), forKey: \"\(relationship.name)\") }\n"
                text += "    public func removeFrom\(suffix)(_ \(argument): \(type)) { _removeFromManagedRelationship(\(argument), forKey: \"\(relationship.name)\") }\n"
            }
        }
        text += "}\n"
        if generation == "class" { text += "\nextension \(className): Identifiable {}\n" }
        return text
    }

    private static func property(_ name: String, _ type: String) -> String {
        "    public var \(name): \(type) { get { _managedValue(forKey: \"\(name)\") } set { _setManagedValue(newValue, forKey: \"\(name)\") } }\n"
    }

    /// The type Xcode's code generation gives an attribute; nil for an undefined one.
    static func swiftType(of attribute: DataModel.Attribute) -> String? {
        let scalar = attribute.usesScalarValueType
        switch attribute.type {
        case "String": return "String?"
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Transformable": return (attribute.customClassName ?? "NSObject") + "?"
        case "ObjectID": return "NSManagedObjectID?"
        default: return nil
        }
    }
}
