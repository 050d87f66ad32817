import Foundation

/// A Core Data model as Xcode's model editor saves it (`<name>.xcdatamodeld/<version>.xcdatamodel/contents`): its
/// entities with their attributes and relationships, what notisim generates classes from and keeps a store by
/// (docs/rules/apple-frameworks.md#coredata).
package struct DataModel: Sendable, Hashable {
    /// The model's name: the `.xcdatamodeld` folder's name without the extension, what `NSPersistentContainer(name:)` asks for.
    package var name: String
    package var entities: [Entity]

    package init(name: String, entities: [Entity]) { self.name = name; self.entities = entities }

    /// One entity (`<entity>`).
    package struct Entity: Sendable, Hashable {
        package var name: String
        /// `representedClassName` without a module prefix; nil for a plain `NSManagedObject`.
        package var className: String?
        /// Xcode's "Codegen": `class` (Class Definition), `category` (Category/Extension) or nil (Manual/None).
        package var codeGeneration: String?
        package var parentName: String?
        package var isAbstract: Bool
        package var attributes: [Attribute]
        package var relationships: [Relationship]

        package init(name: String, className: String? = nil, codeGeneration: String? = nil, parentName: String? = nil, isAbstract: Bool = false,
                     attributes: [Attribute] = [], relationships: [Relationship] = []) {
            self.name = name; self.className = className; self.codeGeneration = codeGeneration; self.parentName = parentName
            self.isAbstract = isAbstract; self.attributes = attributes; self.relationships = relationships
        }
    }

    /// One attribute (`<attribute>`).
    package struct Attribute: Sendable, Hashable {
        package var name: String
        /// Xcode's `attributeType`: `String`, `Integer 16`, `Integer 32`, `Integer 64`, `Decimal`, `Double`, `Float`,
        /// `Boolean`, `Date`, `Binary`, `UUID`, `URI` or `Transformable`.
        package var type: String
        package var isOptional: Bool
        /// `usesScalarValueType`: numbers and Booleans as Swift scalars rather than `NSNumber`.
        package var usesScalarValueType: Bool
        /// `defaultValueString`, as written.
        package var defaultValue: String?
        /// `customClassName` of a transformable attribute.
        package var customClassName: String?

        package init(name: String, type: String, isOptional: Bool = true, usesScalarValueType: Bool = true, defaultValue: String? = nil,
                     customClassName: String? = nil) {
            self.name = name; self.type = type; self.isOptional = isOptional; self.usesScalarValueType = usesScalarValueType
            self.defaultValue = defaultValue; self.customClassName = customClassName
        }
    }

    /// One relationship (`<relationship>`).
    package struct Relationship: Sendable, Hashable {
        package var name: String
        package var destination: String
        package var isToMany: Bool
        package var isOrdered: Bool
        package var isOptional: Bool
        package var inverseName: String?

        package init(name: String, destination: String, isToMany: Bool = false, isOrdered: Bool = false, isOptional: Bool = true,
                     inverseName: String? = nil) {
            self.name = name; self.destination = destination; self.isToMany = isToMany; self.isOrdered = isOrdered
            self.isOptional = isOptional; self.inverseName = inverseName
        }
    }

    /// The entity named `name`.
    package func entity(named name: String) -> Entity? { entities.first { $0.name == name } }

    /// `entity`'s attributes and relationships with its parents' first, as a subentity has them.
    package func inherited(_ entity: Entity) -> Entity {
        var chain = [entity], seen: Set<String> = [entity.name]
        while let parentName = chain.last?.parentName, !seen.contains(parentName), let parent = self.entity(named: parentName) {
            chain.append(parent); seen.insert(parentName)
        }
        var whole = entity
        whole.attributes = chain.reversed().flatMap(\.attributes)
        whole.relationships = chain.reversed().flatMap(\.relationships)
        return whole
    }
}
