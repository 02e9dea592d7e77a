import FuzzDriver
import NIOCore
import PlaceNames
@testable import PlaceNamesServer

/// Any bytes a client may send on a connection: the wire reader (`WireRequestHead`) never traps and reads every
/// head it accepts as SwiftNIO's parser does, and the pipeline `names serve` builds (`WireResponder` in front of
/// SwiftNIO's parser and the router) writes only well-formed HTTP/1.1 answers, one per request, in request order.
/// The first two bytes choose how the rest is cut into reads (`ReadPlan`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWire(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let plan = ReadPlan(input)
    HeadAgreement.check(plan.stream, firstRead: plan.reads.first?.count ?? 0, limitByte: plan.limitByte)
    var connection = WireConnection(plan: plan)
    connection.run()
    return 0
}

@_cdecl("FuzzWire_main")
public func fuzzWireMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    _ = WirePlaces.store.served.places.count
    return runLibFuzzer(argc, argv) { data, size in data.map { fuzzWire($0, size) } ?? 0 }
}
