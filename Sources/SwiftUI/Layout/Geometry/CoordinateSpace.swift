import Foundation

/// A frame of reference for geometry.
public enum CoordinateSpace: Hashable {
    /// The root view's coordinate space: the host's origin is (0, 0).
    case global
    /// The view's own coordinate space: its origin is (0, 0).
    case local
    /// The space of the ancestor named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A name for a view's coordinate space, as iOS 17 writes it: `.coordinateSpace(.named("card"))`.
public struct NamedCoordinateSpace: Hashable {
    let name: AnyHashable

    /// The space of the ancestor named `name`: `.coordinateSpace(.named("card"))`.
    public static func named<Name: Hashable>(_ name: Name) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension View {
    /// Names this view's coordinate space so that views inside can measure themselves in it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(.named(name))
    }

    /// Names this view's coordinate space: `.coordinateSpace(.named("card"))`, then
    /// `proxy.frame(in: .named("card"))` inside.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

public struct _CoordinateSpaceModifier: NodeAttributeModifier {
    let name: AnyHashable
    func apply(to node: ViewNode) { node.coordinateSpaceName = name }
}

extension ViewNode {
    /// This node's frame in `space`, or in the global space if no ancestor has that name.
    func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global:
            return frame
        case .local:
            return CGRect(origin: .zero, size: frame.size)
        case .named(let name):
            guard let reference = ancestors.first(where: { $0.coordinateSpaceName == name }) else {
                RuntimeWarning.report("GeometryProxy.frame(in:): no enclosing view has coordinateSpace(name: \(name.base)); using the global space.")
                return frame
            }
            return frame.offsetBy(dx: -reference.frame.minX, dy: -reference.frame.minY)
        }
    }
}
