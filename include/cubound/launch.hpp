// SPDX-License-Identifier: MIT
// A typed kernel launch for C++ (C++17): the binding, the kernel and its arguments, each checked
// against the kernel's parameter at compile time.
//
//     __global__ void fill(unsigned *out, unsigned value, int n);
//     cubound::launch(bd, fill, dim3(2), dim3(128), 0, stream, out, 7u, n);
//
// is bd_cudaLaunchKernel(bd, fill, grid, block, {&out, &value, &n}, 0, stream): on bd's device,
// noted for hand-off, checked, on the GPU and on the simulated driver. Each argument initializes its
// parameter as `Param{argument}` does, so a wrong type, a narrowing conversion (a double for a
// float, an int for a size_t) or a wrong count does not compile. With a cudaLaunchConfig_t (cluster
// dimensions, cooperative launch, ...) in place of the grid, block, shared memory and stream, it is
// bd_cudaLaunchKernelExC.
#ifndef CUBOUND_LAUNCH_HPP
#define CUBOUND_LAUNCH_HPP

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

#include "cubound/cudart.h"

namespace cubound {
namespace detail {

// Whether `Param{argument}` is well formed: convertible, and not narrowing (compilers only warn of a
// narrowing conversion in a template's instantiation, so the launch asserts this instead).
template <typename Param, typename Arg, typename = void>
struct initializes : std::false_type {};
template <typename Param, typename Arg>
struct initializes<Param, Arg, std::void_t<decltype(Param{std::declval<Arg>()})>> : std::true_type {};

template <typename... Params, typename... Args>
constexpr void check_arguments(std::tuple<Params...> *, std::tuple<Args...> *)
{
    static_assert(sizeof...(Args) == sizeof...(Params), "cubound::launch: give the kernel one argument per parameter");
    if constexpr (sizeof...(Args) == sizeof...(Params))
        static_assert((initializes<Params, Args>::value && ...),
                      "cubound::launch: an argument does not initialize its kernel parameter: a wrong type, or a "
                      "narrowing conversion (write 1.0f for a float, 1u for an unsigned, size_t{n} for a size_t)");
}

// The arguments as the kernel's parameters, and their addresses as the runtime takes them.
template <typename... Params>
class kernel_arguments {
public:
    template <typename... Args>
    explicit kernel_arguments(Args &&...args) : values_{Params{std::forward<Args>(args)}...}
    {
        point(std::index_sequence_for<Params...>{});
    }
    kernel_arguments(const kernel_arguments &) = delete; // the addresses point into this one
    kernel_arguments &operator=(const kernel_arguments &) = delete;

    void **addresses() { return addresses_; }

private:
    template <std::size_t... I>
    void point(std::index_sequence<I...>)
    {
        ((addresses_[I] = const_cast<void *>(static_cast<const void *>(&std::get<I>(values_)))), ...);
    }

    std::tuple<Params...> values_;
    void *addresses_[sizeof...(Params) + 1]; // + 1: a kernel without parameters has an array too
};

template <typename... Params>
const void *host_stub(void (*kernel)(Params...))
{
    return reinterpret_cast<const void *>(kernel);
}

} // namespace detail

template <typename... Params, typename... Args>
cudaError_t launch(bound_dev_t *bd, void (*kernel)(Params...), dim3 grid, dim3 block, std::size_t shared_bytes,
                   cudaStream_t stream, Args &&...args)
{
    detail::check_arguments(static_cast<std::tuple<Params...> *>(nullptr), static_cast<std::tuple<Args...> *>(nullptr));
    detail::kernel_arguments<Params...> arguments(std::forward<Args>(args)...);
    return bd_cudaLaunchKernel(bd, detail::host_stub(kernel), grid, block, arguments.addresses(), shared_bytes, stream);
}

template <typename... Params, typename... Args>
cudaError_t launch(bound_dev_t *bd, const cudaLaunchConfig_t &config, void (*kernel)(Params...), Args &&...args)
{
    detail::check_arguments(static_cast<std::tuple<Params...> *>(nullptr), static_cast<std::tuple<Args...> *>(nullptr));
    detail::kernel_arguments<Params...> arguments(std::forward<Args>(args)...);
    return bd_cudaLaunchKernelExC(bd, &config, detail::host_stub(kernel), arguments.addresses());
}

} // namespace cubound

#endif
