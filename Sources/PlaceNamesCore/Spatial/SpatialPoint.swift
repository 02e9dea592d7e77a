/// One place of a `SpatialIndex`: its position as a unit vector, its position in the catalog, and the axis its
/// node of the k-d tree splits on. 32 bytes, stored as they are in a snapshot's `spatialPoints` section.
public struct SpatialPoint: BitwiseCopyable, Sendable, Equatable {
    /// Towards 0° E on the equator.
    public var x: Double
    /// Towards 90° E on the equator.
    public var y: Double
    /// Towards the North Pole.
    public var z: Double
    /// The place's position in the catalog's places.
    public var place: UInt32
    /// 0, 1 or 2: the node splits its subtree on x, y or z.
    public var axis: UInt32

    init(_ vector: UnitVector, place: UInt32) {
        (x, y, z) = (vector.x, vector.y, vector.z)
        self.place = place
        axis = 0
    }

    @inline(__always) subscript(axis: UInt32) -> Double {
        switch axis {
        case 1: y
        case 2: z
        default: x
        }
    }
}
