/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cudnn: a bd_ function for each of the 220 functions of cudnn.h that libcubound exports.
 * The 94 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cudnnStatus_t; the
 * 126 context-free ones pass straight through. The functions themselves are found at run time
 * (libcudnn.so.9); one the loaded library lacks answers CUDNN_STATUS_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUDNN_H
#define CUBOUND_GENERATED_CUDNN_H

#include <cudnn.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cudnn reports it; bd_last_error() says more. */
static inline cudnnStatus_t bd_gen_cudnn_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUDNN_STATUS_BAD_PARAM;
    case CUDA_ERROR_INVALID_CONTEXT: return CUDNN_STATUS_BAD_PARAM;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUDNN_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_HANDLE: return CUDNN_STATUS_BAD_PARAM;
    default: return CUDNN_STATUS_INTERNAL_ERROR;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cudnn.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cudnn_table {
    size_t (*pfn_cudnnGetVersion)(void);
    size_t (*pfn_cudnnGetMaxDeviceVersion)(void);
    size_t (*pfn_cudnnGetCudartVersion)(void);
    const char * (*pfn_cudnnGetErrorString)(cudnnStatus_t status);
    void (*pfn_cudnnGetLastErrorString)(char *message, size_t max_size);
    cudnnStatus_t (*pfn_cudnnQueryRuntimeError)(cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag);
    cudnnStatus_t (*pfn_cudnnGetProperty)(libraryPropertyType type, int *value);
    cudnnStatus_t (*pfn_cudnnCreate)(cudnnHandle_t *handle);
    cudnnStatus_t (*pfn_cudnnDestroy)(cudnnHandle_t handle);
    cudnnStatus_t (*pfn_cudnnSetStream)(cudnnHandle_t handle, cudaStream_t streamId);
    cudnnStatus_t (*pfn_cudnnGetStream)(cudnnHandle_t handle, cudaStream_t *streamId);
    cudnnStatus_t (*pfn_cudnnSetCallback)(unsigned int mask, void *udata, cudnnCallback_t fptr);
    cudnnStatus_t (*pfn_cudnnGetCallback)(unsigned int *mask, void **udata, cudnnCallback_t *fptr);
    cudnnStatus_t (*pfn_cudnnGraphVersionCheck)(void);
    cudnnStatus_t (*pfn_cudnnBackendCreateDescriptor)(cudnnBackendDescriptorType_t descriptorType, cudnnBackendDescriptor_t *descriptor);
    cudnnStatus_t (*pfn_cudnnBackendDestroyDescriptor)(cudnnBackendDescriptor_t descriptor);
    cudnnStatus_t (*pfn_cudnnBackendInitialize)(cudnnBackendDescriptor_t descriptor);
    cudnnStatus_t (*pfn_cudnnBackendFinalize)(cudnnBackendDescriptor_t descriptor);
    cudnnStatus_t (*pfn_cudnnBackendSetAttribute)(cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t attributeName, cudnnBackendAttributeType_t attributeType, int64_t elementCount, const void *arrayOfElements);
    cudnnStatus_t (*pfn_cudnnBackendGetAttribute)(const cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t attributeName, cudnnBackendAttributeType_t attributeType, int64_t requestedElementCount, int64_t *elementCount, void *arrayOfElements);
    cudnnStatus_t (*pfn_cudnnBackendExecute)(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack);
    cudnnStatus_t (*pfn_cudnnCreateTensorDescriptor)(cudnnTensorDescriptor_t *tensorDesc);
    cudnnStatus_t (*pfn_cudnnSetTensor4dDescriptor)(cudnnTensorDescriptor_t tensorDesc, cudnnTensorFormat_t format, cudnnDataType_t dataType, int n, int c, int h, int w);
    cudnnStatus_t (*pfn_cudnnSetTensor4dDescriptorEx)(cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t dataType, int n, int c, int h, int w, int nStride, int cStride, int hStride, int wStride);
    cudnnStatus_t (*pfn_cudnnGetTensor4dDescriptor)(const cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t *dataType, int *n, int *c, int *h, int *w, int *nStride, int *cStride, int *hStride, int *wStride);
    cudnnStatus_t (*pfn_cudnnSetTensorNdDescriptor)(cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t dataType, int nbDims, const int dimA[], const int strideA[]);
    cudnnStatus_t (*pfn_cudnnSetTensorNdDescriptorEx)(cudnnTensorDescriptor_t tensorDesc, cudnnTensorFormat_t format, cudnnDataType_t dataType, int nbDims, const int dimA[]);
    cudnnStatus_t (*pfn_cudnnGetTensorNdDescriptor)(const cudnnTensorDescriptor_t tensorDesc, int nbDimsRequested, cudnnDataType_t *dataType, int *nbDims, int dimA[], int strideA[]);
    cudnnStatus_t (*pfn_cudnnGetTensorSizeInBytes)(const cudnnTensorDescriptor_t tensorDesc, size_t *size);
    cudnnStatus_t (*pfn_cudnnDestroyTensorDescriptor)(cudnnTensorDescriptor_t tensorDesc);
    cudnnStatus_t (*pfn_cudnnInitTransformDest)(const cudnnTensorTransformDescriptor_t transformDesc, const cudnnTensorDescriptor_t srcDesc, cudnnTensorDescriptor_t destDesc, size_t *destSizeInBytes);
    cudnnStatus_t (*pfn_cudnnCreateTensorTransformDescriptor)(cudnnTensorTransformDescriptor_t *transformDesc);
    cudnnStatus_t (*pfn_cudnnSetTensorTransformDescriptor)(cudnnTensorTransformDescriptor_t transformDesc, const uint32_t nbDims, const cudnnTensorFormat_t destFormat, const int32_t padBeforeA[], const int32_t padAfterA[], const uint32_t foldA[], const cudnnFoldingDirection_t direction);
    cudnnStatus_t (*pfn_cudnnGetTensorTransformDescriptor)(cudnnTensorTransformDescriptor_t transformDesc, uint32_t nbDimsRequested, cudnnTensorFormat_t *destFormat, int32_t padBeforeA[], int32_t padAfterA[], uint32_t foldA[], cudnnFoldingDirection_t *direction);
    cudnnStatus_t (*pfn_cudnnDestroyTensorTransformDescriptor)(cudnnTensorTransformDescriptor_t transformDesc);
    cudnnStatus_t (*pfn_cudnnTransformTensor)(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnTransformTensorEx)(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData);
    cudnnStatus_t (*pfn_cudnnAddTensor)(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C);
    cudnnStatus_t (*pfn_cudnnCreateOpTensorDescriptor)(cudnnOpTensorDescriptor_t *opTensorDesc);
    cudnnStatus_t (*pfn_cudnnSetOpTensorDescriptor)(cudnnOpTensorDescriptor_t opTensorDesc, cudnnOpTensorOp_t opTensorOp, cudnnDataType_t opTensorCompType, cudnnNanPropagation_t opTensorNanOpt);
    cudnnStatus_t (*pfn_cudnnGetOpTensorDescriptor)(const cudnnOpTensorDescriptor_t opTensorDesc, cudnnOpTensorOp_t *opTensorOp, cudnnDataType_t *opTensorCompType, cudnnNanPropagation_t *opTensorNanOpt);
    cudnnStatus_t (*pfn_cudnnDestroyOpTensorDescriptor)(cudnnOpTensorDescriptor_t opTensorDesc);
    cudnnStatus_t (*pfn_cudnnOpTensor)(cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C);
    cudnnStatus_t (*pfn_cudnnCreateReduceTensorDescriptor)(cudnnReduceTensorDescriptor_t *reduceTensorDesc);
    cudnnStatus_t (*pfn_cudnnSetReduceTensorDescriptor)(cudnnReduceTensorDescriptor_t reduceTensorDesc, cudnnReduceTensorOp_t reduceTensorOp, cudnnDataType_t reduceTensorCompType, cudnnNanPropagation_t reduceTensorNanOpt, cudnnReduceTensorIndices_t reduceTensorIndices, cudnnIndicesType_t reduceTensorIndicesType);
    cudnnStatus_t (*pfn_cudnnGetReduceTensorDescriptor)(const cudnnReduceTensorDescriptor_t reduceTensorDesc, cudnnReduceTensorOp_t *reduceTensorOp, cudnnDataType_t *reduceTensorCompType, cudnnNanPropagation_t *reduceTensorNanOpt, cudnnReduceTensorIndices_t *reduceTensorIndices, cudnnIndicesType_t *reduceTensorIndicesType);
    cudnnStatus_t (*pfn_cudnnDestroyReduceTensorDescriptor)(cudnnReduceTensorDescriptor_t reduceTensorDesc);
    cudnnStatus_t (*pfn_cudnnGetReductionIndicesSize)(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnGetReductionWorkspaceSize)(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnReduceTensor)(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C);
    cudnnStatus_t (*pfn_cudnnSetTensor)(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr);
    cudnnStatus_t (*pfn_cudnnScaleTensor)(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha);
    cudnnStatus_t (*pfn_cudnnCreateFilterDescriptor)(cudnnFilterDescriptor_t *filterDesc);
    cudnnStatus_t (*pfn_cudnnSetFilter4dDescriptor)(cudnnFilterDescriptor_t filterDesc, cudnnDataType_t dataType, cudnnTensorFormat_t format, int k, int c, int h, int w);
    cudnnStatus_t (*pfn_cudnnGetFilter4dDescriptor)(const cudnnFilterDescriptor_t filterDesc, cudnnDataType_t *dataType, cudnnTensorFormat_t *format, int *k, int *c, int *h, int *w);
    cudnnStatus_t (*pfn_cudnnSetFilterNdDescriptor)(cudnnFilterDescriptor_t filterDesc, cudnnDataType_t dataType, cudnnTensorFormat_t format, int nbDims, const int filterDimA[]);
    cudnnStatus_t (*pfn_cudnnGetFilterNdDescriptor)(const cudnnFilterDescriptor_t filterDesc, int nbDimsRequested, cudnnDataType_t *dataType, cudnnTensorFormat_t *format, int *nbDims, int filterDimA[]);
    cudnnStatus_t (*pfn_cudnnGetFilterSizeInBytes)(const cudnnFilterDescriptor_t filterDesc, size_t *size);
    cudnnStatus_t (*pfn_cudnnTransformFilter)(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData);
    cudnnStatus_t (*pfn_cudnnDestroyFilterDescriptor)(cudnnFilterDescriptor_t filterDesc);
    cudnnStatus_t (*pfn_cudnnSoftmaxForward)(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnCreatePoolingDescriptor)(cudnnPoolingDescriptor_t *poolingDesc);
    cudnnStatus_t (*pfn_cudnnSetPooling2dDescriptor)(cudnnPoolingDescriptor_t poolingDesc, cudnnPoolingMode_t mode, cudnnNanPropagation_t maxpoolingNanOpt, int windowHeight, int windowWidth, int verticalPadding, int horizontalPadding, int verticalStride, int horizontalStride);
    cudnnStatus_t (*pfn_cudnnGetPooling2dDescriptor)(const cudnnPoolingDescriptor_t poolingDesc, cudnnPoolingMode_t *mode, cudnnNanPropagation_t *maxpoolingNanOpt, int *windowHeight, int *windowWidth, int *verticalPadding, int *horizontalPadding, int *verticalStride, int *horizontalStride);
    cudnnStatus_t (*pfn_cudnnSetPoolingNdDescriptor)(cudnnPoolingDescriptor_t poolingDesc, const cudnnPoolingMode_t mode, const cudnnNanPropagation_t maxpoolingNanOpt, int nbDims, const int windowDimA[], const int paddingA[], const int strideA[]);
    cudnnStatus_t (*pfn_cudnnGetPoolingNdDescriptor)(const cudnnPoolingDescriptor_t poolingDesc, int nbDimsRequested, cudnnPoolingMode_t *mode, cudnnNanPropagation_t *maxpoolingNanOpt, int *nbDims, int windowDimA[], int paddingA[], int strideA[]);
    cudnnStatus_t (*pfn_cudnnGetPoolingNdForwardOutputDim)(const cudnnPoolingDescriptor_t poolingDesc, const cudnnTensorDescriptor_t inputTensorDesc, int nbDims, int outputTensorDimA[]);
    cudnnStatus_t (*pfn_cudnnGetPooling2dForwardOutputDim)(const cudnnPoolingDescriptor_t poolingDesc, const cudnnTensorDescriptor_t inputTensorDesc, int *n, int *c, int *h, int *w);
    cudnnStatus_t (*pfn_cudnnDestroyPoolingDescriptor)(cudnnPoolingDescriptor_t poolingDesc);
    cudnnStatus_t (*pfn_cudnnPoolingForward)(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnCreateActivationDescriptor)(cudnnActivationDescriptor_t *activationDesc);
    cudnnStatus_t (*pfn_cudnnSetActivationDescriptor)(cudnnActivationDescriptor_t activationDesc, cudnnActivationMode_t mode, cudnnNanPropagation_t reluNanOpt, double coef);
    cudnnStatus_t (*pfn_cudnnGetActivationDescriptor)(const cudnnActivationDescriptor_t activationDesc, cudnnActivationMode_t *mode, cudnnNanPropagation_t *reluNanOpt, double *coef);
    cudnnStatus_t (*pfn_cudnnSetActivationDescriptorSwishBeta)(cudnnActivationDescriptor_t activationDesc, double swish_beta);
    cudnnStatus_t (*pfn_cudnnGetActivationDescriptorSwishBeta)(cudnnActivationDescriptor_t activationDesc, double *swish_beta);
    cudnnStatus_t (*pfn_cudnnDestroyActivationDescriptor)(cudnnActivationDescriptor_t activationDesc);
    cudnnStatus_t (*pfn_cudnnActivationForward)(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnCreateLRNDescriptor)(cudnnLRNDescriptor_t *normDesc);
    cudnnStatus_t (*pfn_cudnnSetLRNDescriptor)(cudnnLRNDescriptor_t normDesc, unsigned int lrnN, double lrnAlpha, double lrnBeta, double lrnK);
    cudnnStatus_t (*pfn_cudnnGetLRNDescriptor)(cudnnLRNDescriptor_t normDesc, unsigned int *lrnN, double *lrnAlpha, double *lrnBeta, double *lrnK);
    cudnnStatus_t (*pfn_cudnnDestroyLRNDescriptor)(cudnnLRNDescriptor_t lrnDesc);
    cudnnStatus_t (*pfn_cudnnLRNCrossChannelForward)(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnDivisiveNormalizationForward)(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnDeriveBNTensorDescriptor)(cudnnTensorDescriptor_t derivedBnDesc, const cudnnTensorDescriptor_t xDesc, cudnnBatchNormMode_t mode);
    cudnnStatus_t (*pfn_cudnnBatchNormalizationForwardInference)(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon);
    cudnnStatus_t (*pfn_cudnnDeriveNormTensorDescriptor)(cudnnTensorDescriptor_t derivedNormScaleBiasDesc, cudnnTensorDescriptor_t derivedNormMeanVarDesc, const cudnnTensorDescriptor_t xDesc, cudnnNormMode_t mode, int groupCnt);
    cudnnStatus_t (*pfn_cudnnNormalizationForwardInference)(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt);
    cudnnStatus_t (*pfn_cudnnCreateSpatialTransformerDescriptor)(cudnnSpatialTransformerDescriptor_t *stDesc);
    cudnnStatus_t (*pfn_cudnnSetSpatialTransformerNdDescriptor)(cudnnSpatialTransformerDescriptor_t stDesc, cudnnSamplerType_t samplerType, cudnnDataType_t dataType, const int nbDims, const int dimA[]);
    cudnnStatus_t (*pfn_cudnnDestroySpatialTransformerDescriptor)(cudnnSpatialTransformerDescriptor_t stDesc);
    cudnnStatus_t (*pfn_cudnnSpatialTfGridGeneratorForward)(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid);
    cudnnStatus_t (*pfn_cudnnSpatialTfSamplerForward)(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnCreateDropoutDescriptor)(cudnnDropoutDescriptor_t *dropoutDesc);
    cudnnStatus_t (*pfn_cudnnDestroyDropoutDescriptor)(cudnnDropoutDescriptor_t dropoutDesc);
    cudnnStatus_t (*pfn_cudnnDropoutGetStatesSize)(cudnnHandle_t handle, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnDropoutGetReserveSpaceSize)(cudnnTensorDescriptor_t xdesc, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnSetDropoutDescriptor)(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed);
    cudnnStatus_t (*pfn_cudnnRestoreDropoutDescriptor)(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed);
    cudnnStatus_t (*pfn_cudnnGetDropoutDescriptor)(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed);
    cudnnStatus_t (*pfn_cudnnDropoutForward)(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnOpsVersionCheck)(void);
    cudnnStatus_t (*pfn_cudnnSoftmaxBackward)(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);
    cudnnStatus_t (*pfn_cudnnPoolingBackward)(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);
    cudnnStatus_t (*pfn_cudnnActivationBackward)(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);
    cudnnStatus_t (*pfn_cudnnLRNCrossChannelBackward)(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);
    cudnnStatus_t (*pfn_cudnnDivisiveNormalizationBackward)(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans);
    cudnnStatus_t (*pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize)(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize)(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize)(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnBatchNormalizationForwardTraining)(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance);
    cudnnStatus_t (*pfn_cudnnBatchNormalizationForwardTrainingEx)(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnBatchNormalizationBackward)(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance);
    cudnnStatus_t (*pfn_cudnnBatchNormalizationBackwardEx)(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize)(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt);
    cudnnStatus_t (*pfn_cudnnGetNormalizationBackwardWorkspaceSize)(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt);
    cudnnStatus_t (*pfn_cudnnGetNormalizationTrainingReserveSpaceSize)(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt);
    cudnnStatus_t (*pfn_cudnnNormalizationForwardTraining)(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt);
    cudnnStatus_t (*pfn_cudnnNormalizationBackward)(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt);
    cudnnStatus_t (*pfn_cudnnSpatialTfGridGeneratorBackward)(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta);
    cudnnStatus_t (*pfn_cudnnSpatialTfSamplerBackward)(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid);
    cudnnStatus_t (*pfn_cudnnDropoutBackward)(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnCreateRNNDescriptor)(cudnnRNNDescriptor_t *rnnDesc);
    cudnnStatus_t (*pfn_cudnnDestroyRNNDescriptor)(cudnnRNNDescriptor_t rnnDesc);
    cudnnStatus_t (*pfn_cudnnSetRNNDescriptor_v8)(cudnnRNNDescriptor_t rnnDesc, cudnnRNNAlgo_t algo, cudnnRNNMode_t cellMode, cudnnRNNBiasMode_t biasMode, cudnnDirectionMode_t dirMode, cudnnRNNInputMode_t inputMode, cudnnDataType_t dataType, cudnnDataType_t mathPrec, cudnnMathType_t mathType, int32_t inputSize, int32_t hiddenSize, int32_t projSize, int32_t numLayers, cudnnDropoutDescriptor_t dropoutDesc, uint32_t auxFlags);
    cudnnStatus_t (*pfn_cudnnGetRNNDescriptor_v8)(cudnnRNNDescriptor_t rnnDesc, cudnnRNNAlgo_t *algo, cudnnRNNMode_t *cellMode, cudnnRNNBiasMode_t *biasMode, cudnnDirectionMode_t *dirMode, cudnnRNNInputMode_t *inputMode, cudnnDataType_t *dataType, cudnnDataType_t *mathPrec, cudnnMathType_t *mathType, int32_t *inputSize, int32_t *hiddenSize, int32_t *projSize, int32_t *numLayers, cudnnDropoutDescriptor_t *dropoutDesc, uint32_t *auxFlags);
    cudnnStatus_t (*pfn_cudnnRNNSetClip_v8)(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t clipMode, cudnnNanPropagation_t clipNanOpt, double lclip, double rclip);
    cudnnStatus_t (*pfn_cudnnRNNSetClip_v9)(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t clipMode, double lclip, double rclip);
    cudnnStatus_t (*pfn_cudnnRNNGetClip_v8)(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t *clipMode, cudnnNanPropagation_t *clipNanOpt, double *lclip, double *rclip);
    cudnnStatus_t (*pfn_cudnnRNNGetClip_v9)(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t *clipMode, double *lclip, double *rclip);
    cudnnStatus_t (*pfn_cudnnBuildRNNDynamic)(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch);
    cudnnStatus_t (*pfn_cudnnGetRNNTempSpaceSizes)(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize);
    cudnnStatus_t (*pfn_cudnnGetRNNWeightSpaceSize)(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize);
    cudnnStatus_t (*pfn_cudnnGetRNNWeightParams)(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr);
    cudnnStatus_t (*pfn_cudnnCreateRNNDataDescriptor)(cudnnRNNDataDescriptor_t *rnnDataDesc);
    cudnnStatus_t (*pfn_cudnnDestroyRNNDataDescriptor)(cudnnRNNDataDescriptor_t rnnDataDesc);
    cudnnStatus_t (*pfn_cudnnSetRNNDataDescriptor)(cudnnRNNDataDescriptor_t rnnDataDesc, cudnnDataType_t dataType, cudnnRNNDataLayout_t layout, int maxSeqLength, int batchSize, int vectorSize, const int seqLengthArray[], void *paddingFill);
    cudnnStatus_t (*pfn_cudnnGetRNNDataDescriptor)(cudnnRNNDataDescriptor_t rnnDataDesc, cudnnDataType_t *dataType, cudnnRNNDataLayout_t *layout, int *maxSeqLength, int *batchSize, int *vectorSize, int arrayLengthRequested, int seqLengthArray[], void *paddingFill);
    cudnnStatus_t (*pfn_cudnnRNNForward)(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace);
    cudnnStatus_t (*pfn_cudnnCreateSeqDataDescriptor)(cudnnSeqDataDescriptor_t *seqDataDesc);
    cudnnStatus_t (*pfn_cudnnDestroySeqDataDescriptor)(cudnnSeqDataDescriptor_t seqDataDesc);
    cudnnStatus_t (*pfn_cudnnSetSeqDataDescriptor)(cudnnSeqDataDescriptor_t seqDataDesc, cudnnDataType_t dataType, int nbDims, const int dimA[], const cudnnSeqDataAxis_t axes[], size_t seqLengthArraySize, const int seqLengthArray[], void *paddingFill);
    cudnnStatus_t (*pfn_cudnnGetSeqDataDescriptor)(const cudnnSeqDataDescriptor_t seqDataDesc, cudnnDataType_t *dataType, int *nbDims, int nbDimsRequested, int dimA[], cudnnSeqDataAxis_t axes[], size_t *seqLengthArraySize, size_t seqLengthSizeRequested, int seqLengthArray[], void *paddingFill);
    cudnnStatus_t (*pfn_cudnnCreateAttnDescriptor)(cudnnAttnDescriptor_t *attnDesc);
    cudnnStatus_t (*pfn_cudnnDestroyAttnDescriptor)(cudnnAttnDescriptor_t attnDesc);
    cudnnStatus_t (*pfn_cudnnSetAttnDescriptor)(cudnnAttnDescriptor_t attnDesc, unsigned int attnMode, int nHeads, double smScaler, cudnnDataType_t dataType, cudnnDataType_t computePrec, cudnnMathType_t mathType, cudnnDropoutDescriptor_t attnDropoutDesc, cudnnDropoutDescriptor_t postDropoutDesc, int qSize, int kSize, int vSize, int qProjSize, int kProjSize, int vProjSize, int oProjSize, int qoMaxSeqLength, int kvMaxSeqLength, int maxBatchSize, int maxBeamSize);
    cudnnStatus_t (*pfn_cudnnGetAttnDescriptor)(cudnnAttnDescriptor_t attnDesc, unsigned int *attnMode, int *nHeads, double *smScaler, cudnnDataType_t *dataType, cudnnDataType_t *computePrec, cudnnMathType_t *mathType, cudnnDropoutDescriptor_t *attnDropoutDesc, cudnnDropoutDescriptor_t *postDropoutDesc, int *qSize, int *kSize, int *vSize, int *qProjSize, int *kProjSize, int *vProjSize, int *oProjSize, int *qoMaxSeqLength, int *kvMaxSeqLength, int *maxBatchSize, int *maxBeamSize);
    cudnnStatus_t (*pfn_cudnnGetMultiHeadAttnBuffers)(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnGetMultiHeadAttnWeights)(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr);
    cudnnStatus_t (*pfn_cudnnMultiHeadAttnForward)(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace);
    cudnnStatus_t (*pfn_cudnnAdvVersionCheck)(void);
    cudnnStatus_t (*pfn_cudnnRNNBackwardData_v8)(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace);
    cudnnStatus_t (*pfn_cudnnRNNBackwardWeights_v8)(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace);
    cudnnStatus_t (*pfn_cudnnMultiHeadAttnBackwardData)(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace);
    cudnnStatus_t (*pfn_cudnnMultiHeadAttnBackwardWeights)(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace);
    cudnnStatus_t (*pfn_cudnnCreateCTCLossDescriptor)(cudnnCTCLossDescriptor_t *ctcLossDesc);
    cudnnStatus_t (*pfn_cudnnSetCTCLossDescriptor)(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType);
    cudnnStatus_t (*pfn_cudnnSetCTCLossDescriptorEx)(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnNanPropagation_t gradMode);
    cudnnStatus_t (*pfn_cudnnSetCTCLossDescriptor_v8)(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnNanPropagation_t gradMode, int maxLabelLength);
    cudnnStatus_t (*pfn_cudnnSetCTCLossDescriptor_v9)(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnCTCGradMode_t ctcGradMode, int maxLabelLength);
    cudnnStatus_t (*pfn_cudnnGetCTCLossDescriptor)(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType);
    cudnnStatus_t (*pfn_cudnnGetCTCLossDescriptorEx)(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnNanPropagation_t *gradMode);
    cudnnStatus_t (*pfn_cudnnGetCTCLossDescriptor_v8)(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnNanPropagation_t *gradMode, int *maxLabelLength);
    cudnnStatus_t (*pfn_cudnnGetCTCLossDescriptor_v9)(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnCTCGradMode_t *ctcGradMode, int *maxLabelLength);
    cudnnStatus_t (*pfn_cudnnDestroyCTCLossDescriptor)(cudnnCTCLossDescriptor_t ctcLossDesc);
    cudnnStatus_t (*pfn_cudnnCTCLoss)(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnCTCLoss_v8)(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace);
    cudnnStatus_t (*pfn_cudnnGetCTCLossWorkspaceSize)(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnGetCTCLossWorkspaceSize_v8)(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnCreateConvolutionDescriptor)(cudnnConvolutionDescriptor_t *convDesc);
    cudnnStatus_t (*pfn_cudnnDestroyConvolutionDescriptor)(cudnnConvolutionDescriptor_t convDesc);
    cudnnStatus_t (*pfn_cudnnSetConvolutionMathType)(cudnnConvolutionDescriptor_t convDesc, cudnnMathType_t mathType);
    cudnnStatus_t (*pfn_cudnnGetConvolutionMathType)(cudnnConvolutionDescriptor_t convDesc, cudnnMathType_t *mathType);
    cudnnStatus_t (*pfn_cudnnSetConvolutionGroupCount)(cudnnConvolutionDescriptor_t convDesc, int groupCount);
    cudnnStatus_t (*pfn_cudnnGetConvolutionGroupCount)(cudnnConvolutionDescriptor_t convDesc, int *groupCount);
    cudnnStatus_t (*pfn_cudnnSetConvolutionReorderType)(cudnnConvolutionDescriptor_t convDesc, cudnnReorderType_t reorderType);
    cudnnStatus_t (*pfn_cudnnGetConvolutionReorderType)(cudnnConvolutionDescriptor_t convDesc, cudnnReorderType_t *reorderType);
    cudnnStatus_t (*pfn_cudnnSetConvolution2dDescriptor)(cudnnConvolutionDescriptor_t convDesc, int pad_h, int pad_w, int u, int v, int dilation_h, int dilation_w, cudnnConvolutionMode_t mode, cudnnDataType_t computeType);
    cudnnStatus_t (*pfn_cudnnGetConvolution2dDescriptor)(const cudnnConvolutionDescriptor_t convDesc, int *pad_h, int *pad_w, int *u, int *v, int *dilation_h, int *dilation_w, cudnnConvolutionMode_t *mode, cudnnDataType_t *computeType);
    cudnnStatus_t (*pfn_cudnnSetConvolutionNdDescriptor)(cudnnConvolutionDescriptor_t convDesc, int arrayLength, const int padA[], const int filterStrideA[], const int dilationA[], cudnnConvolutionMode_t mode, cudnnDataType_t computeType);
    cudnnStatus_t (*pfn_cudnnGetConvolutionNdDescriptor)(const cudnnConvolutionDescriptor_t convDesc, int arrayLengthRequested, int *arrayLength, int padA[], int strideA[], int dilationA[], cudnnConvolutionMode_t *mode, cudnnDataType_t *computeType);
    cudnnStatus_t (*pfn_cudnnGetConvolution2dForwardOutputDim)(const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t inputTensorDesc, const cudnnFilterDescriptor_t filterDesc, int *n, int *c, int *h, int *w);
    cudnnStatus_t (*pfn_cudnnGetConvolutionNdForwardOutputDim)(const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t inputTensorDesc, const cudnnFilterDescriptor_t filterDesc, int nbDims, int tensorOuputDimA[]);
    cudnnStatus_t (*pfn_cudnnGetConvolutionForwardAlgorithmMaxCount)(cudnnHandle_t handle, int *count);
    cudnnStatus_t (*pfn_cudnnGetConvolutionForwardAlgorithm_v7)(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults);
    cudnnStatus_t (*pfn_cudnnFindConvolutionForwardAlgorithm)(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults);
    cudnnStatus_t (*pfn_cudnnFindConvolutionForwardAlgorithmEx)(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnIm2Col)(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer);
    cudnnStatus_t (*pfn_cudnnReorderFilterAndBias)(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData);
    cudnnStatus_t (*pfn_cudnnGetConvolutionForwardWorkspaceSize)(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnConvolutionForward)(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnConvolutionBiasActivationForward)(cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y);
    cudnnStatus_t (*pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount)(cudnnHandle_t handle, int *count);
    cudnnStatus_t (*pfn_cudnnFindConvolutionBackwardDataAlgorithm)(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults);
    cudnnStatus_t (*pfn_cudnnFindConvolutionBackwardDataAlgorithmEx)(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7)(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults);
    cudnnStatus_t (*pfn_cudnnGetConvolutionBackwardDataWorkspaceSize)(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnConvolutionBackwardData)(cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);
    cudnnStatus_t (*pfn_cudnnGetFoldedConvBackwardDataDescriptors)(const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc);
    cudnnStatus_t (*pfn_cudnnCnnVersionCheck)(void);
    cudnnStatus_t (*pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount)(cudnnHandle_t handle, int *count);
    cudnnStatus_t (*pfn_cudnnFindConvolutionBackwardFilterAlgorithm)(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults);
    cudnnStatus_t (*pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx)(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7)(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults);
    cudnnStatus_t (*pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize)(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes);
    cudnnStatus_t (*pfn_cudnnConvolutionBackwardFilter)(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw);
    cudnnStatus_t (*pfn_cudnnConvolutionBackwardBias)(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db);
    cudnnStatus_t (*pfn_cudnnCreateFusedOpsConstParamPack)(cudnnFusedOpsConstParamPack_t *constPack, cudnnFusedOps_t ops);
    cudnnStatus_t (*pfn_cudnnDestroyFusedOpsConstParamPack)(cudnnFusedOpsConstParamPack_t constPack);
    cudnnStatus_t (*pfn_cudnnSetFusedOpsConstParamPackAttribute)(cudnnFusedOpsConstParamPack_t constPack, cudnnFusedOpsConstParamLabel_t paramLabel, const void *param);
    cudnnStatus_t (*pfn_cudnnGetFusedOpsConstParamPackAttribute)(const cudnnFusedOpsConstParamPack_t constPack, cudnnFusedOpsConstParamLabel_t paramLabel, void *param, int *isNULL);
    cudnnStatus_t (*pfn_cudnnCreateFusedOpsVariantParamPack)(cudnnFusedOpsVariantParamPack_t *varPack, cudnnFusedOps_t ops);
    cudnnStatus_t (*pfn_cudnnDestroyFusedOpsVariantParamPack)(cudnnFusedOpsVariantParamPack_t varPack);
    cudnnStatus_t (*pfn_cudnnSetFusedOpsVariantParamPackAttribute)(cudnnFusedOpsVariantParamPack_t varPack, cudnnFusedOpsVariantParamLabel_t paramLabel, void *ptr);
    cudnnStatus_t (*pfn_cudnnGetFusedOpsVariantParamPackAttribute)(const cudnnFusedOpsVariantParamPack_t varPack, cudnnFusedOpsVariantParamLabel_t paramLabel, void *ptr);
    cudnnStatus_t (*pfn_cudnnCreateFusedOpsPlan)(cudnnFusedOpsPlan_t *plan, cudnnFusedOps_t ops);
    cudnnStatus_t (*pfn_cudnnDestroyFusedOpsPlan)(cudnnFusedOpsPlan_t plan);
    cudnnStatus_t (*pfn_cudnnMakeFusedOpsPlan)(cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes);
    cudnnStatus_t (*pfn_cudnnFusedOpsExecute)(cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack);
    cudnnStatus_t (*pfn_cudnnBackendPopulateCudaGraph)(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph);
    cudnnStatus_t (*pfn_cudnnBackendUpdateCudaGraph)(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph);
    bd_gen_fn reserved_cudnnGetExecutionPlanWorkspaceSize;
    bd_gen_fn reserved_cudnnSubquadraticOpsVersionCheck;
    bd_gen_fn reserved_cudnnCausalConv1dForward;
    bd_gen_fn reserved_cudnnCausalConv1dBackward;
    bd_gen_fn reserved_cudnnCausalConv1dNwhForward;
    bd_gen_fn reserved_cudnnCausalConv1dNwhBackward;
    bd_gen_fn reserved_cudnnB2BCausalConv1dForward;
    bd_gen_fn reserved_cudnnB2BCausalConv1dBackward;
    bd_gen_fn reserved_cudnnFFTCausalConv1dForward;
    bd_gen_fn reserved_cudnnFFTCausalConv1dBackward;
    bd_gen_fn reserved_cudnnLongFFTCausalConv1dGetBufferSizes;
    bd_gen_fn reserved_cudnnLongFFTCausalConv1dForward;
    bd_gen_fn reserved_cudnnLongFFTCausalConv1dBackward;
    bd_gen_fn reserved_cudnnGnnAggSimpleForward;
    bd_gen_fn reserved_cudnnGnnAggSimpleBackward;
    bd_gen_fn reserved_cudnnGnnMhaGatForward;
    bd_gen_fn reserved_cudnnGnnMhaGatBackward;
    bd_gen_fn reserved_cudnnGnnMhaGatV2Forward;
    bd_gen_fn reserved_cudnnGnnMhaGatV2Backward;
};
BD_API extern struct bd_gen_cudnn_table bd_gen_cudnn;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUDNN_ENTRIES 220

/* cudnnGetVersion.
 */
BD_API size_t bd_cudnnGetVersion(void);

/* cudnnGetMaxDeviceVersion.
 */
BD_API size_t bd_cudnnGetMaxDeviceVersion(void);

/* cudnnGetCudartVersion.
 */
BD_API size_t bd_cudnnGetCudartVersion(void);

/* cudnnGetErrorString.
 */
BD_API const char * bd_cudnnGetErrorString(cudnnStatus_t status);

/* cudnnGetLastErrorString.
 * Writes through: message.
 */
BD_API void bd_cudnnGetLastErrorString(char *message, size_t max_size);

/* cudnnQueryRuntimeError.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: rstatus, tag.
 */
BD_API cudnnStatus_t bd_cudnnQueryRuntimeError(bound_dev_t *bd, cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag);

/* cudnnGetProperty.
 * Writes through: value.
 */
BD_API cudnnStatus_t bd_cudnnGetProperty(libraryPropertyType type, int *value);

/* cudnnCreate.
 * Creates: handle.
 */
BD_API cudnnStatus_t bd_cudnnCreate(bound_dev_t *bd, cudnnHandle_t *handle);

/* cudnnDestroy.
 * Destroys: handle.
 */
BD_API cudnnStatus_t bd_cudnnDestroy(bound_dev_t *bd, cudnnHandle_t handle);

/* cudnnSetStream.
 * Must belong to the binding's device: handle (cudnn_handle), streamId (stream).
 */
BD_API cudnnStatus_t bd_cudnnSetStream(bound_dev_t *bd, cudnnHandle_t handle, cudaStream_t streamId);

/* cudnnGetStream.
 * Must belong to the binding's device: handle (cudnn_handle).
 */
BD_API cudnnStatus_t bd_cudnnGetStream(bound_dev_t *bd, cudnnHandle_t handle, cudaStream_t *streamId);

/* cudnnSetCallback.
 * Writes through: udata.
 */
BD_API cudnnStatus_t bd_cudnnSetCallback(unsigned int mask, void *udata, cudnnCallback_t fptr);

/* cudnnGetCallback.
 * Writes through: mask, udata, fptr.
 */
BD_API cudnnStatus_t bd_cudnnGetCallback(unsigned int *mask, void **udata, cudnnCallback_t *fptr);

/* cudnnGraphVersionCheck.
 */
BD_API cudnnStatus_t bd_cudnnGraphVersionCheck(void);

/* cudnnBackendCreateDescriptor.
 * Writes through: descriptor.
 */
BD_API cudnnStatus_t bd_cudnnBackendCreateDescriptor(cudnnBackendDescriptorType_t descriptorType, cudnnBackendDescriptor_t *descriptor);

/* cudnnBackendDestroyDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnBackendDestroyDescriptor(cudnnBackendDescriptor_t descriptor);

/* cudnnBackendInitialize.
 */
BD_API cudnnStatus_t bd_cudnnBackendInitialize(cudnnBackendDescriptor_t descriptor);

/* cudnnBackendFinalize.
 */
BD_API cudnnStatus_t bd_cudnnBackendFinalize(bound_dev_t *bd, cudnnBackendDescriptor_t descriptor);

/* cudnnBackendSetAttribute.
 */
BD_API cudnnStatus_t bd_cudnnBackendSetAttribute(cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t attributeName, cudnnBackendAttributeType_t attributeType, int64_t elementCount, const void *arrayOfElements);

/* cudnnBackendGetAttribute.
 * Writes through: elementCount, arrayOfElements.
 */
BD_API cudnnStatus_t bd_cudnnBackendGetAttribute(const cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t attributeName, cudnnBackendAttributeType_t attributeType, int64_t requestedElementCount, int64_t *elementCount, void *arrayOfElements);

/* cudnnBackendExecute.
 * Must belong to the binding's device: handle (cudnn_handle).
 */
BD_API cudnnStatus_t bd_cudnnBackendExecute(bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack);

/* cudnnBackendPopulateCudaGraph.
 * Must belong to the binding's device: handle (cudnn_handle).
 */
BD_API cudnnStatus_t bd_cudnnBackendPopulateCudaGraph(bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph);

/* cudnnBackendUpdateCudaGraph.
 * Must belong to the binding's device: handle (cudnn_handle).
 */
BD_API cudnnStatus_t bd_cudnnBackendUpdateCudaGraph(bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph);

/* cudnnCreateTensorDescriptor.
 * Writes through: tensorDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateTensorDescriptor(cudnnTensorDescriptor_t *tensorDesc);

/* cudnnSetTensor4dDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetTensor4dDescriptor(cudnnTensorDescriptor_t tensorDesc, cudnnTensorFormat_t format, cudnnDataType_t dataType, int n, int c, int h, int w);

/* cudnnSetTensor4dDescriptorEx.
 */
BD_API cudnnStatus_t bd_cudnnSetTensor4dDescriptorEx(cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t dataType, int n, int c, int h, int w, int nStride, int cStride, int hStride, int wStride);

/* cudnnGetTensor4dDescriptor.
 * Writes through: dataType, n, c, h, w, nStride, cStride, hStride, wStride.
 */
BD_API cudnnStatus_t bd_cudnnGetTensor4dDescriptor(const cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t *dataType, int *n, int *c, int *h, int *w, int *nStride, int *cStride, int *hStride, int *wStride);

/* cudnnSetTensorNdDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetTensorNdDescriptor(cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t dataType, int nbDims, const int dimA[], const int strideA[]);

/* cudnnSetTensorNdDescriptorEx.
 */
BD_API cudnnStatus_t bd_cudnnSetTensorNdDescriptorEx(cudnnTensorDescriptor_t tensorDesc, cudnnTensorFormat_t format, cudnnDataType_t dataType, int nbDims, const int dimA[]);

/* cudnnGetTensorNdDescriptor.
 * Writes through: dataType, nbDims, dimA, strideA.
 */
BD_API cudnnStatus_t bd_cudnnGetTensorNdDescriptor(const cudnnTensorDescriptor_t tensorDesc, int nbDimsRequested, cudnnDataType_t *dataType, int *nbDims, int dimA[], int strideA[]);

/* cudnnGetTensorSizeInBytes.
 * Writes through: size.
 */
BD_API cudnnStatus_t bd_cudnnGetTensorSizeInBytes(const cudnnTensorDescriptor_t tensorDesc, size_t *size);

/* cudnnDestroyTensorDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyTensorDescriptor(cudnnTensorDescriptor_t tensorDesc);

/* cudnnInitTransformDest.
 * Writes through: destSizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnInitTransformDest(const cudnnTensorTransformDescriptor_t transformDesc, const cudnnTensorDescriptor_t srcDesc, cudnnTensorDescriptor_t destDesc, size_t *destSizeInBytes);

/* cudnnCreateTensorTransformDescriptor.
 * Writes through: transformDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateTensorTransformDescriptor(cudnnTensorTransformDescriptor_t *transformDesc);

/* cudnnSetTensorTransformDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc, const uint32_t nbDims, const cudnnTensorFormat_t destFormat, const int32_t padBeforeA[], const int32_t padAfterA[], const uint32_t foldA[], const cudnnFoldingDirection_t direction);

/* cudnnGetTensorTransformDescriptor.
 * Writes through: destFormat, padBeforeA, padAfterA, foldA, direction.
 */
BD_API cudnnStatus_t bd_cudnnGetTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc, uint32_t nbDimsRequested, cudnnTensorFormat_t *destFormat, int32_t padBeforeA[], int32_t padAfterA[], uint32_t foldA[], cudnnFoldingDirection_t *direction);

/* cudnnDestroyTensorTransformDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc);

/* cudnnTransformTensor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnTransformTensor(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnTransformTensorEx.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: destData.
 */
BD_API cudnnStatus_t bd_cudnnTransformTensorEx(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData);

/* cudnnAddTensor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: C.
 */
BD_API cudnnStatus_t bd_cudnnAddTensor(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C);

/* cudnnCreateOpTensorDescriptor.
 * Writes through: opTensorDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateOpTensorDescriptor(cudnnOpTensorDescriptor_t *opTensorDesc);

/* cudnnSetOpTensorDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetOpTensorDescriptor(cudnnOpTensorDescriptor_t opTensorDesc, cudnnOpTensorOp_t opTensorOp, cudnnDataType_t opTensorCompType, cudnnNanPropagation_t opTensorNanOpt);

/* cudnnGetOpTensorDescriptor.
 * Writes through: opTensorOp, opTensorCompType, opTensorNanOpt.
 */
BD_API cudnnStatus_t bd_cudnnGetOpTensorDescriptor(const cudnnOpTensorDescriptor_t opTensorDesc, cudnnOpTensorOp_t *opTensorOp, cudnnDataType_t *opTensorCompType, cudnnNanPropagation_t *opTensorNanOpt);

/* cudnnDestroyOpTensorDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyOpTensorDescriptor(cudnnOpTensorDescriptor_t opTensorDesc);

/* cudnnOpTensor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: C.
 */
BD_API cudnnStatus_t bd_cudnnOpTensor(bound_dev_t *bd, cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C);

/* cudnnCreateReduceTensorDescriptor.
 * Writes through: reduceTensorDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateReduceTensorDescriptor(cudnnReduceTensorDescriptor_t *reduceTensorDesc);

/* cudnnSetReduceTensorDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetReduceTensorDescriptor(cudnnReduceTensorDescriptor_t reduceTensorDesc, cudnnReduceTensorOp_t reduceTensorOp, cudnnDataType_t reduceTensorCompType, cudnnNanPropagation_t reduceTensorNanOpt, cudnnReduceTensorIndices_t reduceTensorIndices, cudnnIndicesType_t reduceTensorIndicesType);

/* cudnnGetReduceTensorDescriptor.
 * Writes through: reduceTensorOp, reduceTensorCompType, reduceTensorNanOpt, reduceTensorIndices, reduceTensorIndicesType.
 */
BD_API cudnnStatus_t bd_cudnnGetReduceTensorDescriptor(const cudnnReduceTensorDescriptor_t reduceTensorDesc, cudnnReduceTensorOp_t *reduceTensorOp, cudnnDataType_t *reduceTensorCompType, cudnnNanPropagation_t *reduceTensorNanOpt, cudnnReduceTensorIndices_t *reduceTensorIndices, cudnnIndicesType_t *reduceTensorIndicesType);

/* cudnnDestroyReduceTensorDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyReduceTensorDescriptor(cudnnReduceTensorDescriptor_t reduceTensorDesc);

/* cudnnGetReductionIndicesSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetReductionIndicesSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes);

/* cudnnGetReductionWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetReductionWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes);

/* cudnnReduceTensor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: indices, workspace, C.
 */
BD_API cudnnStatus_t bd_cudnnReduceTensor(bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C);

/* cudnnSetTensor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnSetTensor(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr);

/* cudnnScaleTensor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnScaleTensor(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha);

/* cudnnCreateFilterDescriptor.
 * Writes through: filterDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateFilterDescriptor(cudnnFilterDescriptor_t *filterDesc);

/* cudnnSetFilter4dDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetFilter4dDescriptor(cudnnFilterDescriptor_t filterDesc, cudnnDataType_t dataType, cudnnTensorFormat_t format, int k, int c, int h, int w);

/* cudnnGetFilter4dDescriptor.
 * Writes through: dataType, format, k, c, h, w.
 */
BD_API cudnnStatus_t bd_cudnnGetFilter4dDescriptor(const cudnnFilterDescriptor_t filterDesc, cudnnDataType_t *dataType, cudnnTensorFormat_t *format, int *k, int *c, int *h, int *w);

/* cudnnSetFilterNdDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetFilterNdDescriptor(cudnnFilterDescriptor_t filterDesc, cudnnDataType_t dataType, cudnnTensorFormat_t format, int nbDims, const int filterDimA[]);

/* cudnnGetFilterNdDescriptor.
 * Writes through: dataType, format, nbDims, filterDimA.
 */
BD_API cudnnStatus_t bd_cudnnGetFilterNdDescriptor(const cudnnFilterDescriptor_t filterDesc, int nbDimsRequested, cudnnDataType_t *dataType, cudnnTensorFormat_t *format, int *nbDims, int filterDimA[]);

/* cudnnGetFilterSizeInBytes.
 * Writes through: size.
 */
BD_API cudnnStatus_t bd_cudnnGetFilterSizeInBytes(const cudnnFilterDescriptor_t filterDesc, size_t *size);

/* cudnnTransformFilter.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: destData.
 */
BD_API cudnnStatus_t bd_cudnnTransformFilter(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData);

/* cudnnDestroyFilterDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyFilterDescriptor(cudnnFilterDescriptor_t filterDesc);

/* cudnnSoftmaxForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnSoftmaxForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnCreatePoolingDescriptor.
 * Writes through: poolingDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreatePoolingDescriptor(cudnnPoolingDescriptor_t *poolingDesc);

/* cudnnSetPooling2dDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetPooling2dDescriptor(cudnnPoolingDescriptor_t poolingDesc, cudnnPoolingMode_t mode, cudnnNanPropagation_t maxpoolingNanOpt, int windowHeight, int windowWidth, int verticalPadding, int horizontalPadding, int verticalStride, int horizontalStride);

/* cudnnGetPooling2dDescriptor.
 * Writes through: mode, maxpoolingNanOpt, windowHeight, windowWidth, verticalPadding, horizontalPadding, verticalStride, horizontalStride.
 */
BD_API cudnnStatus_t bd_cudnnGetPooling2dDescriptor(const cudnnPoolingDescriptor_t poolingDesc, cudnnPoolingMode_t *mode, cudnnNanPropagation_t *maxpoolingNanOpt, int *windowHeight, int *windowWidth, int *verticalPadding, int *horizontalPadding, int *verticalStride, int *horizontalStride);

/* cudnnSetPoolingNdDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetPoolingNdDescriptor(cudnnPoolingDescriptor_t poolingDesc, const cudnnPoolingMode_t mode, const cudnnNanPropagation_t maxpoolingNanOpt, int nbDims, const int windowDimA[], const int paddingA[], const int strideA[]);

/* cudnnGetPoolingNdDescriptor.
 * Writes through: mode, maxpoolingNanOpt, nbDims, windowDimA, paddingA, strideA.
 */
BD_API cudnnStatus_t bd_cudnnGetPoolingNdDescriptor(const cudnnPoolingDescriptor_t poolingDesc, int nbDimsRequested, cudnnPoolingMode_t *mode, cudnnNanPropagation_t *maxpoolingNanOpt, int *nbDims, int windowDimA[], int paddingA[], int strideA[]);

/* cudnnGetPoolingNdForwardOutputDim.
 * Writes through: outputTensorDimA.
 */
BD_API cudnnStatus_t bd_cudnnGetPoolingNdForwardOutputDim(const cudnnPoolingDescriptor_t poolingDesc, const cudnnTensorDescriptor_t inputTensorDesc, int nbDims, int outputTensorDimA[]);

/* cudnnGetPooling2dForwardOutputDim.
 * Writes through: n, c, h, w.
 */
BD_API cudnnStatus_t bd_cudnnGetPooling2dForwardOutputDim(const cudnnPoolingDescriptor_t poolingDesc, const cudnnTensorDescriptor_t inputTensorDesc, int *n, int *c, int *h, int *w);

/* cudnnDestroyPoolingDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyPoolingDescriptor(cudnnPoolingDescriptor_t poolingDesc);

/* cudnnPoolingForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnPoolingForward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnCreateActivationDescriptor.
 * Writes through: activationDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateActivationDescriptor(cudnnActivationDescriptor_t *activationDesc);

/* cudnnSetActivationDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetActivationDescriptor(cudnnActivationDescriptor_t activationDesc, cudnnActivationMode_t mode, cudnnNanPropagation_t reluNanOpt, double coef);

/* cudnnGetActivationDescriptor.
 * Writes through: mode, reluNanOpt, coef.
 */
BD_API cudnnStatus_t bd_cudnnGetActivationDescriptor(const cudnnActivationDescriptor_t activationDesc, cudnnActivationMode_t *mode, cudnnNanPropagation_t *reluNanOpt, double *coef);

/* cudnnSetActivationDescriptorSwishBeta.
 */
BD_API cudnnStatus_t bd_cudnnSetActivationDescriptorSwishBeta(cudnnActivationDescriptor_t activationDesc, double swish_beta);

/* cudnnGetActivationDescriptorSwishBeta.
 * Writes through: swish_beta.
 */
BD_API cudnnStatus_t bd_cudnnGetActivationDescriptorSwishBeta(cudnnActivationDescriptor_t activationDesc, double *swish_beta);

/* cudnnDestroyActivationDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyActivationDescriptor(cudnnActivationDescriptor_t activationDesc);

/* cudnnActivationForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnActivationForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnCreateLRNDescriptor.
 * Writes through: normDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateLRNDescriptor(cudnnLRNDescriptor_t *normDesc);

/* cudnnSetLRNDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetLRNDescriptor(cudnnLRNDescriptor_t normDesc, unsigned int lrnN, double lrnAlpha, double lrnBeta, double lrnK);

/* cudnnGetLRNDescriptor.
 * Writes through: lrnN, lrnAlpha, lrnBeta, lrnK.
 */
BD_API cudnnStatus_t bd_cudnnGetLRNDescriptor(cudnnLRNDescriptor_t normDesc, unsigned int *lrnN, double *lrnAlpha, double *lrnBeta, double *lrnK);

/* cudnnDestroyLRNDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyLRNDescriptor(cudnnLRNDescriptor_t lrnDesc);

/* cudnnLRNCrossChannelForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnLRNCrossChannelForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnDivisiveNormalizationForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: temp, temp2, y.
 */
BD_API cudnnStatus_t bd_cudnnDivisiveNormalizationForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnDeriveBNTensorDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDeriveBNTensorDescriptor(cudnnTensorDescriptor_t derivedBnDesc, const cudnnTensorDescriptor_t xDesc, cudnnBatchNormMode_t mode);

/* cudnnBatchNormalizationForwardInference.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnBatchNormalizationForwardInference(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon);

/* cudnnDeriveNormTensorDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDeriveNormTensorDescriptor(cudnnTensorDescriptor_t derivedNormScaleBiasDesc, cudnnTensorDescriptor_t derivedNormMeanVarDesc, const cudnnTensorDescriptor_t xDesc, cudnnNormMode_t mode, int groupCnt);

/* cudnnNormalizationForwardInference.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnNormalizationForwardInference(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt);

/* cudnnCreateSpatialTransformerDescriptor.
 * Writes through: stDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateSpatialTransformerDescriptor(cudnnSpatialTransformerDescriptor_t *stDesc);

/* cudnnSetSpatialTransformerNdDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetSpatialTransformerNdDescriptor(cudnnSpatialTransformerDescriptor_t stDesc, cudnnSamplerType_t samplerType, cudnnDataType_t dataType, const int nbDims, const int dimA[]);

/* cudnnDestroySpatialTransformerDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroySpatialTransformerDescriptor(cudnnSpatialTransformerDescriptor_t stDesc);

/* cudnnSpatialTfGridGeneratorForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: grid.
 */
BD_API cudnnStatus_t bd_cudnnSpatialTfGridGeneratorForward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid);

/* cudnnSpatialTfSamplerForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y.
 */
BD_API cudnnStatus_t bd_cudnnSpatialTfSamplerForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnCreateDropoutDescriptor.
 * Writes through: dropoutDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateDropoutDescriptor(cudnnDropoutDescriptor_t *dropoutDesc);

/* cudnnDestroyDropoutDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc);

/* cudnnDropoutGetStatesSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnDropoutGetStatesSize(bound_dev_t *bd, cudnnHandle_t handle, size_t *sizeInBytes);

/* cudnnDropoutGetReserveSpaceSize.
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnDropoutGetReserveSpaceSize(cudnnTensorDescriptor_t xdesc, size_t *sizeInBytes);

/* cudnnSetDropoutDescriptor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: states.
 */
BD_API cudnnStatus_t bd_cudnnSetDropoutDescriptor(bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed);

/* cudnnRestoreDropoutDescriptor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: states.
 */
BD_API cudnnStatus_t bd_cudnnRestoreDropoutDescriptor(bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed);

/* cudnnGetDropoutDescriptor.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dropout, states, seed.
 */
BD_API cudnnStatus_t bd_cudnnGetDropoutDescriptor(bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed);

/* cudnnDropoutForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnDropoutForward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes);

/* cudnnOpsVersionCheck.
 */
BD_API cudnnStatus_t bd_cudnnOpsVersionCheck(void);

/* cudnnSoftmaxBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx.
 */
BD_API cudnnStatus_t bd_cudnnSoftmaxBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);

/* cudnnPoolingBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx.
 */
BD_API cudnnStatus_t bd_cudnnPoolingBackward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);

/* cudnnActivationBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx.
 */
BD_API cudnnStatus_t bd_cudnnActivationBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);

/* cudnnLRNCrossChannelBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx.
 */
BD_API cudnnStatus_t bd_cudnnLRNCrossChannelBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);

/* cudnnDivisiveNormalizationBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: temp, temp2, dx, dMeans.
 */
BD_API cudnnStatus_t bd_cudnnDivisiveNormalizationBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans);

/* cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes);

/* cudnnGetBatchNormalizationBackwardExWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetBatchNormalizationBackwardExWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes);

/* cudnnGetBatchNormalizationTrainingExReserveSpaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes);

/* cudnnBatchNormalizationForwardTraining.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y, resultRunningMean, resultRunningVariance, resultSaveMean, resultSaveInvVariance.
 */
BD_API cudnnStatus_t bd_cudnnBatchNormalizationForwardTraining(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance);

/* cudnnBatchNormalizationForwardTrainingEx.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: yData, resultRunningMean, resultRunningVariance, resultSaveMean, resultSaveInvVariance, workspace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnBatchNormalizationForwardTrainingEx(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes);

/* cudnnBatchNormalizationBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx, dBnScaleResult, dBnBiasResult.
 */
BD_API cudnnStatus_t bd_cudnnBatchNormalizationBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance);

/* cudnnBatchNormalizationBackwardEx.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dzData, dxData, dBnScaleData, dBnBiasData, workSpace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnBatchNormalizationBackwardEx(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes);

/* cudnnGetNormalizationForwardTrainingWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetNormalizationForwardTrainingWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt);

/* cudnnGetNormalizationBackwardWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetNormalizationBackwardWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt);

/* cudnnGetNormalizationTrainingReserveSpaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetNormalizationTrainingReserveSpaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt);

/* cudnnNormalizationForwardTraining.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: resultRunningMean, resultRunningVariance, resultSaveMean, resultSaveInvVariance, yData, workspace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnNormalizationForwardTraining(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt);

/* cudnnNormalizationBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dzData, dxData, dNormScaleData, dNormBiasData, workSpace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnNormalizationBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt);

/* cudnnSpatialTfGridGeneratorBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dtheta.
 */
BD_API cudnnStatus_t bd_cudnnSpatialTfGridGeneratorBackward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta);

/* cudnnSpatialTfSamplerBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx, dgrid.
 */
BD_API cudnnStatus_t bd_cudnnSpatialTfSamplerBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid);

/* cudnnDropoutBackward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnDropoutBackward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes);

/* cudnnCreateRNNDescriptor.
 * Writes through: rnnDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateRNNDescriptor(cudnnRNNDescriptor_t *rnnDesc);

/* cudnnDestroyRNNDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyRNNDescriptor(cudnnRNNDescriptor_t rnnDesc);

/* cudnnSetRNNDescriptor_v8.
 */
BD_API cudnnStatus_t bd_cudnnSetRNNDescriptor_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNAlgo_t algo, cudnnRNNMode_t cellMode, cudnnRNNBiasMode_t biasMode, cudnnDirectionMode_t dirMode, cudnnRNNInputMode_t inputMode, cudnnDataType_t dataType, cudnnDataType_t mathPrec, cudnnMathType_t mathType, int32_t inputSize, int32_t hiddenSize, int32_t projSize, int32_t numLayers, cudnnDropoutDescriptor_t dropoutDesc, uint32_t auxFlags);

/* cudnnGetRNNDescriptor_v8.
 * Writes through: algo, cellMode, biasMode, dirMode, inputMode, dataType, mathPrec, mathType, inputSize, hiddenSize, projSize, numLayers, dropoutDesc, auxFlags.
 */
BD_API cudnnStatus_t bd_cudnnGetRNNDescriptor_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNAlgo_t *algo, cudnnRNNMode_t *cellMode, cudnnRNNBiasMode_t *biasMode, cudnnDirectionMode_t *dirMode, cudnnRNNInputMode_t *inputMode, cudnnDataType_t *dataType, cudnnDataType_t *mathPrec, cudnnMathType_t *mathType, int32_t *inputSize, int32_t *hiddenSize, int32_t *projSize, int32_t *numLayers, cudnnDropoutDescriptor_t *dropoutDesc, uint32_t *auxFlags);

/* cudnnRNNSetClip_v8.
 */
BD_API cudnnStatus_t bd_cudnnRNNSetClip_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t clipMode, cudnnNanPropagation_t clipNanOpt, double lclip, double rclip);

/* cudnnRNNSetClip_v9.
 */
BD_API cudnnStatus_t bd_cudnnRNNSetClip_v9(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t clipMode, double lclip, double rclip);

/* cudnnRNNGetClip_v8.
 * Writes through: clipMode, clipNanOpt, lclip, rclip.
 */
BD_API cudnnStatus_t bd_cudnnRNNGetClip_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t *clipMode, cudnnNanPropagation_t *clipNanOpt, double *lclip, double *rclip);

/* cudnnRNNGetClip_v9.
 * Writes through: clipMode, lclip, rclip.
 */
BD_API cudnnStatus_t bd_cudnnRNNGetClip_v9(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t *clipMode, double *lclip, double *rclip);

/* cudnnBuildRNNDynamic.
 * Must belong to the binding's device: handle (cudnn_handle).
 */
BD_API cudnnStatus_t bd_cudnnBuildRNNDynamic(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch);

/* cudnnGetRNNTempSpaceSizes.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: workSpaceSize, reserveSpaceSize.
 */
BD_API cudnnStatus_t bd_cudnnGetRNNTempSpaceSizes(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize);

/* cudnnGetRNNWeightSpaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: weightSpaceSize.
 */
BD_API cudnnStatus_t bd_cudnnGetRNNWeightSpaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize);

/* cudnnGetRNNWeightParams.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: mAddr, bAddr.
 */
BD_API cudnnStatus_t bd_cudnnGetRNNWeightParams(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr);

/* cudnnCreateRNNDataDescriptor.
 * Writes through: rnnDataDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateRNNDataDescriptor(cudnnRNNDataDescriptor_t *rnnDataDesc);

/* cudnnDestroyRNNDataDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc);

/* cudnnSetRNNDataDescriptor.
 * Writes through: paddingFill.
 */
BD_API cudnnStatus_t bd_cudnnSetRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc, cudnnDataType_t dataType, cudnnRNNDataLayout_t layout, int maxSeqLength, int batchSize, int vectorSize, const int seqLengthArray[], void *paddingFill);

/* cudnnGetRNNDataDescriptor.
 * Writes through: dataType, layout, maxSeqLength, batchSize, vectorSize, seqLengthArray, paddingFill.
 */
BD_API cudnnStatus_t bd_cudnnGetRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc, cudnnDataType_t *dataType, cudnnRNNDataLayout_t *layout, int *maxSeqLength, int *batchSize, int *vectorSize, int arrayLengthRequested, int seqLengthArray[], void *paddingFill);

/* cudnnRNNForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y, hy, cy, workSpace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnRNNForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace);

/* cudnnCreateSeqDataDescriptor.
 * Writes through: seqDataDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateSeqDataDescriptor(cudnnSeqDataDescriptor_t *seqDataDesc);

/* cudnnDestroySeqDataDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroySeqDataDescriptor(cudnnSeqDataDescriptor_t seqDataDesc);

/* cudnnSetSeqDataDescriptor.
 * Writes through: paddingFill.
 */
BD_API cudnnStatus_t bd_cudnnSetSeqDataDescriptor(cudnnSeqDataDescriptor_t seqDataDesc, cudnnDataType_t dataType, int nbDims, const int dimA[], const cudnnSeqDataAxis_t axes[], size_t seqLengthArraySize, const int seqLengthArray[], void *paddingFill);

/* cudnnGetSeqDataDescriptor.
 * Writes through: dataType, nbDims, dimA, axes, seqLengthArraySize, seqLengthArray, paddingFill.
 */
BD_API cudnnStatus_t bd_cudnnGetSeqDataDescriptor(const cudnnSeqDataDescriptor_t seqDataDesc, cudnnDataType_t *dataType, int *nbDims, int nbDimsRequested, int dimA[], cudnnSeqDataAxis_t axes[], size_t *seqLengthArraySize, size_t seqLengthSizeRequested, int seqLengthArray[], void *paddingFill);

/* cudnnCreateAttnDescriptor.
 * Writes through: attnDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateAttnDescriptor(cudnnAttnDescriptor_t *attnDesc);

/* cudnnDestroyAttnDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyAttnDescriptor(cudnnAttnDescriptor_t attnDesc);

/* cudnnSetAttnDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetAttnDescriptor(cudnnAttnDescriptor_t attnDesc, unsigned int attnMode, int nHeads, double smScaler, cudnnDataType_t dataType, cudnnDataType_t computePrec, cudnnMathType_t mathType, cudnnDropoutDescriptor_t attnDropoutDesc, cudnnDropoutDescriptor_t postDropoutDesc, int qSize, int kSize, int vSize, int qProjSize, int kProjSize, int vProjSize, int oProjSize, int qoMaxSeqLength, int kvMaxSeqLength, int maxBatchSize, int maxBeamSize);

/* cudnnGetAttnDescriptor.
 * Writes through: attnMode, nHeads, smScaler, dataType, computePrec, mathType, attnDropoutDesc, postDropoutDesc, qSize, kSize, vSize, qProjSize, kProjSize, vProjSize, oProjSize, qoMaxSeqLength, kvMaxSeqLength, maxBatchSize, maxBeamSize.
 */
BD_API cudnnStatus_t bd_cudnnGetAttnDescriptor(cudnnAttnDescriptor_t attnDesc, unsigned int *attnMode, int *nHeads, double *smScaler, cudnnDataType_t *dataType, cudnnDataType_t *computePrec, cudnnMathType_t *mathType, cudnnDropoutDescriptor_t *attnDropoutDesc, cudnnDropoutDescriptor_t *postDropoutDesc, int *qSize, int *kSize, int *vSize, int *qProjSize, int *kProjSize, int *vProjSize, int *oProjSize, int *qoMaxSeqLength, int *kvMaxSeqLength, int *maxBatchSize, int *maxBeamSize);

/* cudnnGetMultiHeadAttnBuffers.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetMultiHeadAttnBuffers(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes);

/* cudnnGetMultiHeadAttnWeights.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: wAddr.
 */
BD_API cudnnStatus_t bd_cudnnGetMultiHeadAttnWeights(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr);

/* cudnnMultiHeadAttnForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: out, workSpace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnMultiHeadAttnForward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace);

/* cudnnAdvVersionCheck.
 */
BD_API cudnnStatus_t bd_cudnnAdvVersionCheck(void);

/* cudnnRNNBackwardData_v8.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx, dhx, dcx, workSpace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnRNNBackwardData_v8(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace);

/* cudnnRNNBackwardWeights_v8.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dweightSpace, workSpace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnRNNBackwardWeights_v8(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace);

/* cudnnMultiHeadAttnBackwardData.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dqueries, dkeys, dvalues, workSpace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnMultiHeadAttnBackwardData(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace);

/* cudnnMultiHeadAttnBackwardWeights.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dweights, workSpace, reserveSpace.
 */
BD_API cudnnStatus_t bd_cudnnMultiHeadAttnBackwardWeights(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace);

/* cudnnCreateCTCLossDescriptor.
 * Writes through: ctcLossDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateCTCLossDescriptor(cudnnCTCLossDescriptor_t *ctcLossDesc);

/* cudnnSetCTCLossDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType);

/* cudnnSetCTCLossDescriptorEx.
 */
BD_API cudnnStatus_t bd_cudnnSetCTCLossDescriptorEx(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnNanPropagation_t gradMode);

/* cudnnSetCTCLossDescriptor_v8.
 */
BD_API cudnnStatus_t bd_cudnnSetCTCLossDescriptor_v8(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnNanPropagation_t gradMode, int maxLabelLength);

/* cudnnSetCTCLossDescriptor_v9.
 */
BD_API cudnnStatus_t bd_cudnnSetCTCLossDescriptor_v9(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnCTCGradMode_t ctcGradMode, int maxLabelLength);

/* cudnnGetCTCLossDescriptor.
 * Writes through: compType.
 */
BD_API cudnnStatus_t bd_cudnnGetCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType);

/* cudnnGetCTCLossDescriptorEx.
 * Writes through: compType, normMode, gradMode.
 */
BD_API cudnnStatus_t bd_cudnnGetCTCLossDescriptorEx(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnNanPropagation_t *gradMode);

/* cudnnGetCTCLossDescriptor_v8.
 * Writes through: compType, normMode, gradMode, maxLabelLength.
 */
BD_API cudnnStatus_t bd_cudnnGetCTCLossDescriptor_v8(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnNanPropagation_t *gradMode, int *maxLabelLength);

/* cudnnGetCTCLossDescriptor_v9.
 * Writes through: compType, normMode, ctcGradMode, maxLabelLength.
 */
BD_API cudnnStatus_t bd_cudnnGetCTCLossDescriptor_v9(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnCTCGradMode_t *ctcGradMode, int *maxLabelLength);

/* cudnnDestroyCTCLossDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc);

/* cudnnCTCLoss.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: costs, gradients, workspace.
 */
BD_API cudnnStatus_t bd_cudnnCTCLoss(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes);

/* cudnnCTCLoss_v8.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: costs, gradients, workspace.
 */
BD_API cudnnStatus_t bd_cudnnCTCLoss_v8(bound_dev_t *bd, cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace);

/* cudnnGetCTCLossWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetCTCLossWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes);

/* cudnnGetCTCLossWorkspaceSize_v8.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetCTCLossWorkspaceSize_v8(bound_dev_t *bd, cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes);

/* cudnnCreateConvolutionDescriptor.
 * Writes through: convDesc.
 */
BD_API cudnnStatus_t bd_cudnnCreateConvolutionDescriptor(cudnnConvolutionDescriptor_t *convDesc);

/* cudnnDestroyConvolutionDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnDestroyConvolutionDescriptor(cudnnConvolutionDescriptor_t convDesc);

/* cudnnSetConvolutionMathType.
 */
BD_API cudnnStatus_t bd_cudnnSetConvolutionMathType(cudnnConvolutionDescriptor_t convDesc, cudnnMathType_t mathType);

/* cudnnGetConvolutionMathType.
 * Writes through: mathType.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionMathType(cudnnConvolutionDescriptor_t convDesc, cudnnMathType_t *mathType);

/* cudnnSetConvolutionGroupCount.
 */
BD_API cudnnStatus_t bd_cudnnSetConvolutionGroupCount(cudnnConvolutionDescriptor_t convDesc, int groupCount);

/* cudnnGetConvolutionGroupCount.
 * Writes through: groupCount.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionGroupCount(cudnnConvolutionDescriptor_t convDesc, int *groupCount);

/* cudnnSetConvolutionReorderType.
 */
BD_API cudnnStatus_t bd_cudnnSetConvolutionReorderType(cudnnConvolutionDescriptor_t convDesc, cudnnReorderType_t reorderType);

/* cudnnGetConvolutionReorderType.
 * Writes through: reorderType.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionReorderType(cudnnConvolutionDescriptor_t convDesc, cudnnReorderType_t *reorderType);

/* cudnnSetConvolution2dDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetConvolution2dDescriptor(cudnnConvolutionDescriptor_t convDesc, int pad_h, int pad_w, int u, int v, int dilation_h, int dilation_w, cudnnConvolutionMode_t mode, cudnnDataType_t computeType);

/* cudnnGetConvolution2dDescriptor.
 * Writes through: pad_h, pad_w, u, v, dilation_h, dilation_w, mode, computeType.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolution2dDescriptor(const cudnnConvolutionDescriptor_t convDesc, int *pad_h, int *pad_w, int *u, int *v, int *dilation_h, int *dilation_w, cudnnConvolutionMode_t *mode, cudnnDataType_t *computeType);

/* cudnnSetConvolutionNdDescriptor.
 */
BD_API cudnnStatus_t bd_cudnnSetConvolutionNdDescriptor(cudnnConvolutionDescriptor_t convDesc, int arrayLength, const int padA[], const int filterStrideA[], const int dilationA[], cudnnConvolutionMode_t mode, cudnnDataType_t computeType);

/* cudnnGetConvolutionNdDescriptor.
 * Writes through: arrayLength, padA, strideA, dilationA, mode, computeType.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionNdDescriptor(const cudnnConvolutionDescriptor_t convDesc, int arrayLengthRequested, int *arrayLength, int padA[], int strideA[], int dilationA[], cudnnConvolutionMode_t *mode, cudnnDataType_t *computeType);

/* cudnnGetConvolution2dForwardOutputDim.
 * Writes through: n, c, h, w.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolution2dForwardOutputDim(const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t inputTensorDesc, const cudnnFilterDescriptor_t filterDesc, int *n, int *c, int *h, int *w);

/* cudnnGetConvolutionNdForwardOutputDim.
 * Writes through: tensorOuputDimA.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionNdForwardOutputDim(const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t inputTensorDesc, const cudnnFilterDescriptor_t filterDesc, int nbDims, int tensorOuputDimA[]);

/* cudnnGetConvolutionForwardAlgorithmMaxCount.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: count.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionForwardAlgorithmMaxCount(bound_dev_t *bd, cudnnHandle_t handle, int *count);

/* cudnnGetConvolutionForwardAlgorithm_v7.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: returnedAlgoCount, perfResults.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionForwardAlgorithm_v7(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults);

/* cudnnFindConvolutionForwardAlgorithm.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: returnedAlgoCount, perfResults.
 */
BD_API cudnnStatus_t bd_cudnnFindConvolutionForwardAlgorithm(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults);

/* cudnnFindConvolutionForwardAlgorithmEx.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: y, returnedAlgoCount, perfResults, workSpace.
 */
BD_API cudnnStatus_t bd_cudnnFindConvolutionForwardAlgorithmEx(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes);

/* cudnnIm2Col.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: colBuffer.
 */
BD_API cudnnStatus_t bd_cudnnIm2Col(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer);

/* cudnnReorderFilterAndBias.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: reorderedFilterData, reorderedBiasData.
 */
BD_API cudnnStatus_t bd_cudnnReorderFilterAndBias(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData);

/* cudnnGetConvolutionForwardWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionForwardWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes);

/* cudnnConvolutionForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: workSpace, y.
 */
BD_API cudnnStatus_t bd_cudnnConvolutionForward(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnConvolutionBiasActivationForward.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: workSpace, y.
 */
BD_API cudnnStatus_t bd_cudnnConvolutionBiasActivationForward(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y);

/* cudnnGetConvolutionBackwardDataAlgorithmMaxCount.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: count.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(bound_dev_t *bd, cudnnHandle_t handle, int *count);

/* cudnnFindConvolutionBackwardDataAlgorithm.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: returnedAlgoCount, perfResults.
 */
BD_API cudnnStatus_t bd_cudnnFindConvolutionBackwardDataAlgorithm(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults);

/* cudnnFindConvolutionBackwardDataAlgorithmEx.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dx, returnedAlgoCount, perfResults, workSpace.
 */
BD_API cudnnStatus_t bd_cudnnFindConvolutionBackwardDataAlgorithmEx(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes);

/* cudnnGetConvolutionBackwardDataAlgorithm_v7.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: returnedAlgoCount, perfResults.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionBackwardDataAlgorithm_v7(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults);

/* cudnnGetConvolutionBackwardDataWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionBackwardDataWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes);

/* cudnnConvolutionBackwardData.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: workSpace, dx.
 */
BD_API cudnnStatus_t bd_cudnnConvolutionBackwardData(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx);

/* cudnnGetFoldedConvBackwardDataDescriptors.
 * Must belong to the binding's device: handle (cudnn_handle).
 */
BD_API cudnnStatus_t bd_cudnnGetFoldedConvBackwardDataDescriptors(bound_dev_t *bd, const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc);

/* cudnnCnnVersionCheck.
 */
BD_API cudnnStatus_t bd_cudnnCnnVersionCheck(void);

/* cudnnGetConvolutionBackwardFilterAlgorithmMaxCount.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: count.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(bound_dev_t *bd, cudnnHandle_t handle, int *count);

/* cudnnFindConvolutionBackwardFilterAlgorithm.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: returnedAlgoCount, perfResults.
 */
BD_API cudnnStatus_t bd_cudnnFindConvolutionBackwardFilterAlgorithm(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults);

/* cudnnFindConvolutionBackwardFilterAlgorithmEx.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: dw, returnedAlgoCount, perfResults, workSpace.
 */
BD_API cudnnStatus_t bd_cudnnFindConvolutionBackwardFilterAlgorithmEx(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes);

/* cudnnGetConvolutionBackwardFilterAlgorithm_v7.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: returnedAlgoCount, perfResults.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionBackwardFilterAlgorithm_v7(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults);

/* cudnnGetConvolutionBackwardFilterWorkspaceSize.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: sizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnGetConvolutionBackwardFilterWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes);

/* cudnnConvolutionBackwardFilter.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: workSpace, dw.
 */
BD_API cudnnStatus_t bd_cudnnConvolutionBackwardFilter(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw);

/* cudnnConvolutionBackwardBias.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: db.
 */
BD_API cudnnStatus_t bd_cudnnConvolutionBackwardBias(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db);

/* cudnnCreateFusedOpsConstParamPack.
 * Writes through: constPack.
 */
BD_API cudnnStatus_t bd_cudnnCreateFusedOpsConstParamPack(cudnnFusedOpsConstParamPack_t *constPack, cudnnFusedOps_t ops);

/* cudnnDestroyFusedOpsConstParamPack.
 */
BD_API cudnnStatus_t bd_cudnnDestroyFusedOpsConstParamPack(cudnnFusedOpsConstParamPack_t constPack);

/* cudnnSetFusedOpsConstParamPackAttribute.
 */
BD_API cudnnStatus_t bd_cudnnSetFusedOpsConstParamPackAttribute(cudnnFusedOpsConstParamPack_t constPack, cudnnFusedOpsConstParamLabel_t paramLabel, const void *param);

/* cudnnGetFusedOpsConstParamPackAttribute.
 * Writes through: param, isNULL.
 */
BD_API cudnnStatus_t bd_cudnnGetFusedOpsConstParamPackAttribute(const cudnnFusedOpsConstParamPack_t constPack, cudnnFusedOpsConstParamLabel_t paramLabel, void *param, int *isNULL);

/* cudnnCreateFusedOpsVariantParamPack.
 * Writes through: varPack.
 */
BD_API cudnnStatus_t bd_cudnnCreateFusedOpsVariantParamPack(cudnnFusedOpsVariantParamPack_t *varPack, cudnnFusedOps_t ops);

/* cudnnDestroyFusedOpsVariantParamPack.
 */
BD_API cudnnStatus_t bd_cudnnDestroyFusedOpsVariantParamPack(cudnnFusedOpsVariantParamPack_t varPack);

/* cudnnSetFusedOpsVariantParamPackAttribute.
 * Writes through: ptr.
 */
BD_API cudnnStatus_t bd_cudnnSetFusedOpsVariantParamPackAttribute(cudnnFusedOpsVariantParamPack_t varPack, cudnnFusedOpsVariantParamLabel_t paramLabel, void *ptr);

/* cudnnGetFusedOpsVariantParamPackAttribute.
 * Writes through: ptr.
 */
BD_API cudnnStatus_t bd_cudnnGetFusedOpsVariantParamPackAttribute(const cudnnFusedOpsVariantParamPack_t varPack, cudnnFusedOpsVariantParamLabel_t paramLabel, void *ptr);

/* cudnnCreateFusedOpsPlan.
 * Writes through: plan.
 */
BD_API cudnnStatus_t bd_cudnnCreateFusedOpsPlan(cudnnFusedOpsPlan_t *plan, cudnnFusedOps_t ops);

/* cudnnDestroyFusedOpsPlan.
 */
BD_API cudnnStatus_t bd_cudnnDestroyFusedOpsPlan(cudnnFusedOpsPlan_t plan);

/* cudnnMakeFusedOpsPlan.
 * Must belong to the binding's device: handle (cudnn_handle).
 * Writes through: workspaceSizeInBytes.
 */
BD_API cudnnStatus_t bd_cudnnMakeFusedOpsPlan(bound_dev_t *bd, cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes);

/* cudnnFusedOpsExecute.
 * Must belong to the binding's device: handle (cudnn_handle).
 */
BD_API cudnnStatus_t bd_cudnnFusedOpsExecute(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnQueryRuntimeError(cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnQueryRuntimeError(bd, handle, rstatus, mode, tag);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnQueryRuntimeError(cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnQueryRuntimeError(handle, rstatus, mode, tag, bd, bd_file, bd_line) : bd_cudnnQueryRuntimeError(bd, handle, rstatus, mode, tag);
}

static inline cudnnStatus_t bd_inline_cudnnQueryRuntimeError(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnQueryRuntimeError)(handle, rstatus, mode, tag)
                                 : bd_gen_at_cudnnQueryRuntimeError(handle, rstatus, mode, tag, bd, bd_file, bd_line);
}
#define bd_cudnnQueryRuntimeError(bd, handle, rstatus, mode, tag) bd_inline_cudnnQueryRuntimeError(__FILE__, __LINE__, bd, handle, rstatus, mode, tag)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnCreate(cudnnHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnCreate(bd, handle);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnCreate(cudnnHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnCreate(handle, bd, bd_file, bd_line) : bd_cudnnCreate(bd, handle);
}

static inline cudnnStatus_t bd_inline_cudnnCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreate)(handle)
                                 : bd_gen_at_cudnnCreate(handle, bd, bd_file, bd_line);
}
#define bd_cudnnCreate(bd, handle) bd_inline_cudnnCreate(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnDestroy(cudnnHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnDestroy(bd, handle);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnDestroy(cudnnHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnDestroy(handle, bd, bd_file, bd_line) : bd_cudnnDestroy(bd, handle);
}

static inline cudnnStatus_t bd_inline_cudnnDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroy)(handle)
                                 : bd_gen_at_cudnnDestroy(handle, bd, bd_file, bd_line);
}
#define bd_cudnnDestroy(bd, handle) bd_inline_cudnnDestroy(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSetStream(cudnnHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSetStream(bd, handle, streamId);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnSetStream(cudnnHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSetStream(handle, streamId, bd, bd_file, bd_line) : bd_cudnnSetStream(bd, handle, streamId);
}

static inline cudnnStatus_t bd_inline_cudnnSetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudaStream_t streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetStream)(handle, streamId)
                                 : bd_gen_at_cudnnSetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cudnnSetStream(bd, handle, streamId) bd_inline_cudnnSetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetStream(cudnnHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetStream(bd, handle, streamId);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetStream(cudnnHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetStream(handle, streamId, bd, bd_file, bd_line) : bd_cudnnGetStream(bd, handle, streamId);
}

static inline cudnnStatus_t bd_inline_cudnnGetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudaStream_t *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetStream)(handle, streamId)
                                 : bd_gen_at_cudnnGetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cudnnGetStream(bd, handle, streamId) bd_inline_cudnnGetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBackendFinalize(cudnnBackendDescriptor_t descriptor, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBackendFinalize(bd, descriptor);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBackendFinalize(cudnnBackendDescriptor_t descriptor, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBackendFinalize(descriptor, bd, bd_file, bd_line) : bd_cudnnBackendFinalize(bd, descriptor);
}

static inline cudnnStatus_t bd_inline_cudnnBackendFinalize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnBackendDescriptor_t descriptor)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendFinalize)(descriptor)
                                 : bd_gen_at_cudnnBackendFinalize(descriptor, bd, bd_file, bd_line);
}
#define bd_cudnnBackendFinalize(bd, descriptor) bd_inline_cudnnBackendFinalize(__FILE__, __LINE__, bd, descriptor)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBackendExecute(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBackendExecute(bd, handle, executionPlan, variantPack);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBackendExecute(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBackendExecute(handle, executionPlan, variantPack, bd, bd_file, bd_line) : bd_cudnnBackendExecute(bd, handle, executionPlan, variantPack);
}

static inline cudnnStatus_t bd_inline_cudnnBackendExecute(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendExecute)(handle, executionPlan, variantPack)
                                 : bd_gen_at_cudnnBackendExecute(handle, executionPlan, variantPack, bd, bd_file, bd_line);
}
#define bd_cudnnBackendExecute(bd, handle, executionPlan, variantPack) bd_inline_cudnnBackendExecute(__FILE__, __LINE__, bd, handle, executionPlan, variantPack)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBackendPopulateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBackendPopulateCudaGraph(bd, handle, executionPlan, variantPack, graph);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBackendPopulateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBackendPopulateCudaGraph(handle, executionPlan, variantPack, graph, bd, bd_file, bd_line) : bd_cudnnBackendPopulateCudaGraph(bd, handle, executionPlan, variantPack, graph);
}

static inline cudnnStatus_t bd_inline_cudnnBackendPopulateCudaGraph(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendPopulateCudaGraph)(handle, executionPlan, variantPack, graph)
                                 : bd_gen_at_cudnnBackendPopulateCudaGraph(handle, executionPlan, variantPack, graph, bd, bd_file, bd_line);
}
#define bd_cudnnBackendPopulateCudaGraph(bd, handle, executionPlan, variantPack, graph) bd_inline_cudnnBackendPopulateCudaGraph(__FILE__, __LINE__, bd, handle, executionPlan, variantPack, graph)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBackendUpdateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBackendUpdateCudaGraph(bd, handle, executionPlan, variantPack, graph);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBackendUpdateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBackendUpdateCudaGraph(handle, executionPlan, variantPack, graph, bd, bd_file, bd_line) : bd_cudnnBackendUpdateCudaGraph(bd, handle, executionPlan, variantPack, graph);
}

static inline cudnnStatus_t bd_inline_cudnnBackendUpdateCudaGraph(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendUpdateCudaGraph)(handle, executionPlan, variantPack, graph)
                                 : bd_gen_at_cudnnBackendUpdateCudaGraph(handle, executionPlan, variantPack, graph, bd, bd_file, bd_line);
}
#define bd_cudnnBackendUpdateCudaGraph(bd, handle, executionPlan, variantPack, graph) bd_inline_cudnnBackendUpdateCudaGraph(__FILE__, __LINE__, bd, handle, executionPlan, variantPack, graph)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnTransformTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnTransformTensor(bd, handle, alpha, xDesc, x, beta, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnTransformTensor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnTransformTensor(handle, alpha, xDesc, x, beta, yDesc, y, bd, bd_file, bd_line) : bd_cudnnTransformTensor(bd, handle, alpha, xDesc, x, beta, yDesc, y);
}
#define bd_cudnnTransformTensor(bd, handle, alpha, xDesc, x, beta, yDesc, y) bd_inline_cudnnTransformTensor(__FILE__, __LINE__, bd, handle, alpha, xDesc, x, beta, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnTransformTensorEx(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnTransformTensorEx(bd, handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnTransformTensorEx(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnTransformTensorEx(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd, bd_file, bd_line) : bd_cudnnTransformTensorEx(bd, handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData);
}

static inline cudnnStatus_t bd_inline_cudnnTransformTensorEx(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensorEx)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData)
                                 : bd_gen_at_cudnnTransformTensorEx(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd, bd_file, bd_line);
}
#define bd_cudnnTransformTensorEx(bd, handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData) bd_inline_cudnnTransformTensorEx(__FILE__, __LINE__, bd, handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnAddTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnAddTensor(bd, handle, alpha, aDesc, A, beta, cDesc, C);
}

static inline cudnnStatus_t bd_inline_cudnnAddTensor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnAddTensor(handle, alpha, aDesc, A, beta, cDesc, C, bd, bd_file, bd_line) : bd_cudnnAddTensor(bd, handle, alpha, aDesc, A, beta, cDesc, C);
}
#define bd_cudnnAddTensor(bd, handle, alpha, aDesc, A, beta, cDesc, C) bd_inline_cudnnAddTensor(__FILE__, __LINE__, bd, handle, alpha, aDesc, A, beta, cDesc, C)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnOpTensor(cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnOpTensor(bd, handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C);
}

static inline cudnnStatus_t bd_inline_cudnnOpTensor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnOpTensor(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C, bd, bd_file, bd_line) : bd_cudnnOpTensor(bd, handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C);
}
#define bd_cudnnOpTensor(bd, handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C) bd_inline_cudnnOpTensor(__FILE__, __LINE__, bd, handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetReductionIndicesSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetReductionIndicesSize(bd, handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetReductionIndicesSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetReductionIndicesSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetReductionIndicesSize(bd, handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetReductionIndicesSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionIndicesSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes)
                                 : bd_gen_at_cudnnGetReductionIndicesSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetReductionIndicesSize(bd, handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes) bd_inline_cudnnGetReductionIndicesSize(__FILE__, __LINE__, bd, handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetReductionWorkspaceSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetReductionWorkspaceSize(bd, handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetReductionWorkspaceSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetReductionWorkspaceSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetReductionWorkspaceSize(bd, handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetReductionWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionWorkspaceSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes)
                                 : bd_gen_at_cudnnGetReductionWorkspaceSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetReductionWorkspaceSize(bd, handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes) bd_inline_cudnnGetReductionWorkspaceSize(__FILE__, __LINE__, bd, handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnReduceTensor(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnReduceTensor(bd, handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C);
}

static inline cudnnStatus_t bd_inline_cudnnReduceTensor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnReduceTensor(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C, bd, bd_file, bd_line) : bd_cudnnReduceTensor(bd, handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C);
}
#define bd_cudnnReduceTensor(bd, handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C) bd_inline_cudnnReduceTensor(__FILE__, __LINE__, bd, handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSetTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSetTensor(bd, handle, yDesc, y, valuePtr);
}

static inline cudnnStatus_t bd_inline_cudnnSetTensor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSetTensor(handle, yDesc, y, valuePtr, bd, bd_file, bd_line) : bd_cudnnSetTensor(bd, handle, yDesc, y, valuePtr);
}
#define bd_cudnnSetTensor(bd, handle, yDesc, y, valuePtr) bd_inline_cudnnSetTensor(__FILE__, __LINE__, bd, handle, yDesc, y, valuePtr)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnScaleTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnScaleTensor(bd, handle, yDesc, y, alpha);
}

static inline cudnnStatus_t bd_inline_cudnnScaleTensor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnScaleTensor(handle, yDesc, y, alpha, bd, bd_file, bd_line) : bd_cudnnScaleTensor(bd, handle, yDesc, y, alpha);
}
#define bd_cudnnScaleTensor(bd, handle, yDesc, y, alpha) bd_inline_cudnnScaleTensor(__FILE__, __LINE__, bd, handle, yDesc, y, alpha)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnTransformFilter(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnTransformFilter(bd, handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnTransformFilter(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnTransformFilter(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd, bd_file, bd_line) : bd_cudnnTransformFilter(bd, handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData);
}

static inline cudnnStatus_t bd_inline_cudnnTransformFilter(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformFilter)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData)
                                 : bd_gen_at_cudnnTransformFilter(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd, bd_file, bd_line);
}
#define bd_cudnnTransformFilter(bd, handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData) bd_inline_cudnnTransformFilter(__FILE__, __LINE__, bd, handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSoftmaxForward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSoftmaxForward(bd, handle, algo, mode, alpha, xDesc, x, beta, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnSoftmaxForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSoftmaxForward(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y, bd, bd_file, bd_line) : bd_cudnnSoftmaxForward(bd, handle, algo, mode, alpha, xDesc, x, beta, yDesc, y);
}
#define bd_cudnnSoftmaxForward(bd, handle, algo, mode, alpha, xDesc, x, beta, yDesc, y) bd_inline_cudnnSoftmaxForward(__FILE__, __LINE__, bd, handle, algo, mode, alpha, xDesc, x, beta, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnPoolingForward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnPoolingForward(bd, handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnPoolingForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnPoolingForward(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y, bd, bd_file, bd_line) : bd_cudnnPoolingForward(bd, handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y);
}
#define bd_cudnnPoolingForward(bd, handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y) bd_inline_cudnnPoolingForward(__FILE__, __LINE__, bd, handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnActivationForward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnActivationForward(bd, handle, activationDesc, alpha, xDesc, x, beta, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnActivationForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnActivationForward(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y, bd, bd_file, bd_line) : bd_cudnnActivationForward(bd, handle, activationDesc, alpha, xDesc, x, beta, yDesc, y);
}
#define bd_cudnnActivationForward(bd, handle, activationDesc, alpha, xDesc, x, beta, yDesc, y) bd_inline_cudnnActivationForward(__FILE__, __LINE__, bd, handle, activationDesc, alpha, xDesc, x, beta, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnLRNCrossChannelForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnLRNCrossChannelForward(bd, handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnLRNCrossChannelForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnLRNCrossChannelForward(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y, bd, bd_file, bd_line) : bd_cudnnLRNCrossChannelForward(bd, handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y);
}
#define bd_cudnnLRNCrossChannelForward(bd, handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y) bd_inline_cudnnLRNCrossChannelForward(__FILE__, __LINE__, bd, handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnDivisiveNormalizationForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnDivisiveNormalizationForward(bd, handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnDivisiveNormalizationForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnDivisiveNormalizationForward(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y, bd, bd_file, bd_line) : bd_cudnnDivisiveNormalizationForward(bd, handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnDivisiveNormalizationForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationForward)(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y)
                                 : bd_gen_at_cudnnDivisiveNormalizationForward(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y, bd, bd_file, bd_line);
}
#define bd_cudnnDivisiveNormalizationForward(bd, handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y) bd_inline_cudnnDivisiveNormalizationForward(__FILE__, __LINE__, bd, handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBatchNormalizationForwardInference(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBatchNormalizationForwardInference(bd, handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon);
}

static inline cudnnStatus_t bd_inline_cudnnBatchNormalizationForwardInference(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBatchNormalizationForwardInference(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon, bd, bd_file, bd_line) : bd_cudnnBatchNormalizationForwardInference(bd, handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon);
}
#define bd_cudnnBatchNormalizationForwardInference(bd, handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon) bd_inline_cudnnBatchNormalizationForwardInference(__FILE__, __LINE__, bd, handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnNormalizationForwardInference(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnNormalizationForwardInference(bd, handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnNormalizationForwardInference(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnNormalizationForwardInference(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt, bd, bd_file, bd_line) : bd_cudnnNormalizationForwardInference(bd, handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt);
}

static inline cudnnStatus_t bd_inline_cudnnNormalizationForwardInference(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardInference)(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt)
                                 : bd_gen_at_cudnnNormalizationForwardInference(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt, bd, bd_file, bd_line);
}
#define bd_cudnnNormalizationForwardInference(bd, handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt) bd_inline_cudnnNormalizationForwardInference(__FILE__, __LINE__, bd, handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSpatialTfGridGeneratorForward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSpatialTfGridGeneratorForward(bd, handle, stDesc, theta, grid);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnSpatialTfGridGeneratorForward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSpatialTfGridGeneratorForward(handle, stDesc, theta, grid, bd, bd_file, bd_line) : bd_cudnnSpatialTfGridGeneratorForward(bd, handle, stDesc, theta, grid);
}

static inline cudnnStatus_t bd_inline_cudnnSpatialTfGridGeneratorForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorForward)(handle, stDesc, theta, grid)
                                 : bd_gen_at_cudnnSpatialTfGridGeneratorForward(handle, stDesc, theta, grid, bd, bd_file, bd_line);
}
#define bd_cudnnSpatialTfGridGeneratorForward(bd, handle, stDesc, theta, grid) bd_inline_cudnnSpatialTfGridGeneratorForward(__FILE__, __LINE__, bd, handle, stDesc, theta, grid)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSpatialTfSamplerForward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSpatialTfSamplerForward(bd, handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnSpatialTfSamplerForward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSpatialTfSamplerForward(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y, bd, bd_file, bd_line) : bd_cudnnSpatialTfSamplerForward(bd, handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnSpatialTfSamplerForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerForward)(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y)
                                 : bd_gen_at_cudnnSpatialTfSamplerForward(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y, bd, bd_file, bd_line);
}
#define bd_cudnnSpatialTfSamplerForward(bd, handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y) bd_inline_cudnnSpatialTfSamplerForward(__FILE__, __LINE__, bd, handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnDropoutGetStatesSize(cudnnHandle_t handle, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnDropoutGetStatesSize(bd, handle, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnDropoutGetStatesSize(cudnnHandle_t handle, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnDropoutGetStatesSize(handle, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnDropoutGetStatesSize(bd, handle, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnDropoutGetStatesSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutGetStatesSize)(handle, sizeInBytes)
                                 : bd_gen_at_cudnnDropoutGetStatesSize(handle, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnDropoutGetStatesSize(bd, handle, sizeInBytes) bd_inline_cudnnDropoutGetStatesSize(__FILE__, __LINE__, bd, handle, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSetDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, stateSizeInBytes, seed);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnSetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSetDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd, bd_file, bd_line) : bd_cudnnSetDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, stateSizeInBytes, seed);
}

static inline cudnnStatus_t bd_inline_cudnnSetDropoutDescriptor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed)
                                 : bd_gen_at_cudnnSetDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd, bd_file, bd_line);
}
#define bd_cudnnSetDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, stateSizeInBytes, seed) bd_inline_cudnnSetDropoutDescriptor(__FILE__, __LINE__, bd, dropoutDesc, handle, dropout, states, stateSizeInBytes, seed)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnRestoreDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnRestoreDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, stateSizeInBytes, seed);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnRestoreDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnRestoreDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd, bd_file, bd_line) : bd_cudnnRestoreDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, stateSizeInBytes, seed);
}

static inline cudnnStatus_t bd_inline_cudnnRestoreDropoutDescriptor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRestoreDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed)
                                 : bd_gen_at_cudnnRestoreDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd, bd_file, bd_line);
}
#define bd_cudnnRestoreDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, stateSizeInBytes, seed) bd_inline_cudnnRestoreDropoutDescriptor(__FILE__, __LINE__, bd, dropoutDesc, handle, dropout, states, stateSizeInBytes, seed)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, seed);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetDropoutDescriptor(dropoutDesc, handle, dropout, states, seed, bd, bd_file, bd_line) : bd_cudnnGetDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, seed);
}

static inline cudnnStatus_t bd_inline_cudnnGetDropoutDescriptor(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetDropoutDescriptor)(dropoutDesc, handle, dropout, states, seed)
                                 : bd_gen_at_cudnnGetDropoutDescriptor(dropoutDesc, handle, dropout, states, seed, bd, bd_file, bd_line);
}
#define bd_cudnnGetDropoutDescriptor(bd, dropoutDesc, handle, dropout, states, seed) bd_inline_cudnnGetDropoutDescriptor(__FILE__, __LINE__, bd, dropoutDesc, handle, dropout, states, seed)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnDropoutForward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnDropoutForward(bd, handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnDropoutForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnDropoutForward(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnDropoutForward(bd, handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes);
}
#define bd_cudnnDropoutForward(bd, handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes) bd_inline_cudnnDropoutForward(__FILE__, __LINE__, bd, handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSoftmaxBackward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSoftmaxBackward(bd, handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx);
}

static inline cudnnStatus_t bd_inline_cudnnSoftmaxBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSoftmaxBackward(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx, bd, bd_file, bd_line) : bd_cudnnSoftmaxBackward(bd, handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx);
}
#define bd_cudnnSoftmaxBackward(bd, handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx) bd_inline_cudnnSoftmaxBackward(__FILE__, __LINE__, bd, handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnPoolingBackward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnPoolingBackward(bd, handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
}

static inline cudnnStatus_t bd_inline_cudnnPoolingBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnPoolingBackward(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_file, bd_line) : bd_cudnnPoolingBackward(bd, handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
}
#define bd_cudnnPoolingBackward(bd, handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx) bd_inline_cudnnPoolingBackward(__FILE__, __LINE__, bd, handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnActivationBackward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnActivationBackward(bd, handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
}

static inline cudnnStatus_t bd_inline_cudnnActivationBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnActivationBackward(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_file, bd_line) : bd_cudnnActivationBackward(bd, handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
}
#define bd_cudnnActivationBackward(bd, handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx) bd_inline_cudnnActivationBackward(__FILE__, __LINE__, bd, handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnLRNCrossChannelBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnLRNCrossChannelBackward(bd, handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnLRNCrossChannelBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnLRNCrossChannelBackward(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_file, bd_line) : bd_cudnnLRNCrossChannelBackward(bd, handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
}

static inline cudnnStatus_t bd_inline_cudnnLRNCrossChannelBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelBackward)(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx)
                                 : bd_gen_at_cudnnLRNCrossChannelBackward(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_file, bd_line);
}
#define bd_cudnnLRNCrossChannelBackward(bd, handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx) bd_inline_cudnnLRNCrossChannelBackward(__FILE__, __LINE__, bd, handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnDivisiveNormalizationBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnDivisiveNormalizationBackward(bd, handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnDivisiveNormalizationBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnDivisiveNormalizationBackward(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans, bd, bd_file, bd_line) : bd_cudnnDivisiveNormalizationBackward(bd, handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans);
}

static inline cudnnStatus_t bd_inline_cudnnDivisiveNormalizationBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationBackward)(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans)
                                 : bd_gen_at_cudnnDivisiveNormalizationBackward(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans, bd, bd_file, bd_line);
}
#define bd_cudnnDivisiveNormalizationBackward(bd, handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans) bd_inline_cudnnDivisiveNormalizationBackward(__FILE__, __LINE__, bd, handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(bd, handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(bd, handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize)(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes)
                                 : bd_gen_at_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(bd, handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes) bd_inline_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(__FILE__, __LINE__, bd, handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetBatchNormalizationBackwardExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetBatchNormalizationBackwardExWorkspaceSize(bd, handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetBatchNormalizationBackwardExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetBatchNormalizationBackwardExWorkspaceSize(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetBatchNormalizationBackwardExWorkspaceSize(bd, handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetBatchNormalizationBackwardExWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize)(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes)
                                 : bd_gen_at_cudnnGetBatchNormalizationBackwardExWorkspaceSize(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetBatchNormalizationBackwardExWorkspaceSize(bd, handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes) bd_inline_cudnnGetBatchNormalizationBackwardExWorkspaceSize(__FILE__, __LINE__, bd, handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(bd, handle, mode, bnOps, activationDesc, xDesc, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(bd, handle, mode, bnOps, activationDesc, xDesc, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize)(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes)
                                 : bd_gen_at_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(bd, handle, mode, bnOps, activationDesc, xDesc, sizeInBytes) bd_inline_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(__FILE__, __LINE__, bd, handle, mode, bnOps, activationDesc, xDesc, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBatchNormalizationForwardTraining(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBatchNormalizationForwardTraining(bd, handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBatchNormalizationForwardTraining(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBatchNormalizationForwardTraining(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, bd, bd_file, bd_line) : bd_cudnnBatchNormalizationForwardTraining(bd, handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance);
}

static inline cudnnStatus_t bd_inline_cudnnBatchNormalizationForwardTraining(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTraining)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance)
                                 : bd_gen_at_cudnnBatchNormalizationForwardTraining(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, bd, bd_file, bd_line);
}
#define bd_cudnnBatchNormalizationForwardTraining(bd, handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance) bd_inline_cudnnBatchNormalizationForwardTraining(__FILE__, __LINE__, bd, handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBatchNormalizationForwardTrainingEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBatchNormalizationForwardTrainingEx(bd, handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBatchNormalizationForwardTrainingEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBatchNormalizationForwardTrainingEx(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnBatchNormalizationForwardTrainingEx(bd, handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnBatchNormalizationForwardTrainingEx(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTrainingEx)(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes)
                                 : bd_gen_at_cudnnBatchNormalizationForwardTrainingEx(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnBatchNormalizationForwardTrainingEx(bd, handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes) bd_inline_cudnnBatchNormalizationForwardTrainingEx(__FILE__, __LINE__, bd, handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBatchNormalizationBackward(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBatchNormalizationBackward(bd, handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBatchNormalizationBackward(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBatchNormalizationBackward(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance, bd, bd_file, bd_line) : bd_cudnnBatchNormalizationBackward(bd, handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance);
}

static inline cudnnStatus_t bd_inline_cudnnBatchNormalizationBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackward)(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance)
                                 : bd_gen_at_cudnnBatchNormalizationBackward(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance, bd, bd_file, bd_line);
}
#define bd_cudnnBatchNormalizationBackward(bd, handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance) bd_inline_cudnnBatchNormalizationBackward(__FILE__, __LINE__, bd, handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBatchNormalizationBackwardEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBatchNormalizationBackwardEx(bd, handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBatchNormalizationBackwardEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBatchNormalizationBackwardEx(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnBatchNormalizationBackwardEx(bd, handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnBatchNormalizationBackwardEx(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackwardEx)(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes)
                                 : bd_gen_at_cudnnBatchNormalizationBackwardEx(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnBatchNormalizationBackwardEx(bd, handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes) bd_inline_cudnnBatchNormalizationBackwardEx(__FILE__, __LINE__, bd, handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetNormalizationForwardTrainingWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetNormalizationForwardTrainingWorkspaceSize(bd, handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetNormalizationForwardTrainingWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetNormalizationForwardTrainingWorkspaceSize(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd, bd_file, bd_line) : bd_cudnnGetNormalizationForwardTrainingWorkspaceSize(bd, handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt);
}

static inline cudnnStatus_t bd_inline_cudnnGetNormalizationForwardTrainingWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize)(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt)
                                 : bd_gen_at_cudnnGetNormalizationForwardTrainingWorkspaceSize(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd, bd_file, bd_line);
}
#define bd_cudnnGetNormalizationForwardTrainingWorkspaceSize(bd, handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt) bd_inline_cudnnGetNormalizationForwardTrainingWorkspaceSize(__FILE__, __LINE__, bd, handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetNormalizationBackwardWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetNormalizationBackwardWorkspaceSize(bd, handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetNormalizationBackwardWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetNormalizationBackwardWorkspaceSize(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd, bd_file, bd_line) : bd_cudnnGetNormalizationBackwardWorkspaceSize(bd, handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt);
}

static inline cudnnStatus_t bd_inline_cudnnGetNormalizationBackwardWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationBackwardWorkspaceSize)(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt)
                                 : bd_gen_at_cudnnGetNormalizationBackwardWorkspaceSize(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd, bd_file, bd_line);
}
#define bd_cudnnGetNormalizationBackwardWorkspaceSize(bd, handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt) bd_inline_cudnnGetNormalizationBackwardWorkspaceSize(__FILE__, __LINE__, bd, handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetNormalizationTrainingReserveSpaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetNormalizationTrainingReserveSpaceSize(bd, handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetNormalizationTrainingReserveSpaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetNormalizationTrainingReserveSpaceSize(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt, bd, bd_file, bd_line) : bd_cudnnGetNormalizationTrainingReserveSpaceSize(bd, handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt);
}

static inline cudnnStatus_t bd_inline_cudnnGetNormalizationTrainingReserveSpaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationTrainingReserveSpaceSize)(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt)
                                 : bd_gen_at_cudnnGetNormalizationTrainingReserveSpaceSize(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt, bd, bd_file, bd_line);
}
#define bd_cudnnGetNormalizationTrainingReserveSpaceSize(bd, handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt) bd_inline_cudnnGetNormalizationTrainingReserveSpaceSize(__FILE__, __LINE__, bd, handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnNormalizationForwardTraining(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnNormalizationForwardTraining(bd, handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnNormalizationForwardTraining(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnNormalizationForwardTraining(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd, bd_file, bd_line) : bd_cudnnNormalizationForwardTraining(bd, handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt);
}

static inline cudnnStatus_t bd_inline_cudnnNormalizationForwardTraining(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardTraining)(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt)
                                 : bd_gen_at_cudnnNormalizationForwardTraining(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd, bd_file, bd_line);
}
#define bd_cudnnNormalizationForwardTraining(bd, handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt) bd_inline_cudnnNormalizationForwardTraining(__FILE__, __LINE__, bd, handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnNormalizationBackward(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnNormalizationBackward(bd, handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnNormalizationBackward(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnNormalizationBackward(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd, bd_file, bd_line) : bd_cudnnNormalizationBackward(bd, handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt);
}

static inline cudnnStatus_t bd_inline_cudnnNormalizationBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationBackward)(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt)
                                 : bd_gen_at_cudnnNormalizationBackward(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd, bd_file, bd_line);
}
#define bd_cudnnNormalizationBackward(bd, handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt) bd_inline_cudnnNormalizationBackward(__FILE__, __LINE__, bd, handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSpatialTfGridGeneratorBackward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSpatialTfGridGeneratorBackward(bd, handle, stDesc, dgrid, dtheta);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnSpatialTfGridGeneratorBackward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSpatialTfGridGeneratorBackward(handle, stDesc, dgrid, dtheta, bd, bd_file, bd_line) : bd_cudnnSpatialTfGridGeneratorBackward(bd, handle, stDesc, dgrid, dtheta);
}

static inline cudnnStatus_t bd_inline_cudnnSpatialTfGridGeneratorBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorBackward)(handle, stDesc, dgrid, dtheta)
                                 : bd_gen_at_cudnnSpatialTfGridGeneratorBackward(handle, stDesc, dgrid, dtheta, bd, bd_file, bd_line);
}
#define bd_cudnnSpatialTfGridGeneratorBackward(bd, handle, stDesc, dgrid, dtheta) bd_inline_cudnnSpatialTfGridGeneratorBackward(__FILE__, __LINE__, bd, handle, stDesc, dgrid, dtheta)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnSpatialTfSamplerBackward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnSpatialTfSamplerBackward(bd, handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnSpatialTfSamplerBackward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnSpatialTfSamplerBackward(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid, bd, bd_file, bd_line) : bd_cudnnSpatialTfSamplerBackward(bd, handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid);
}

static inline cudnnStatus_t bd_inline_cudnnSpatialTfSamplerBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerBackward)(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid)
                                 : bd_gen_at_cudnnSpatialTfSamplerBackward(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid, bd, bd_file, bd_line);
}
#define bd_cudnnSpatialTfSamplerBackward(bd, handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid) bd_inline_cudnnSpatialTfSamplerBackward(__FILE__, __LINE__, bd, handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnDropoutBackward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnDropoutBackward(bd, handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnDropoutBackward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnDropoutBackward(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnDropoutBackward(bd, handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnDropoutBackward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutBackward)(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes)
                                 : bd_gen_at_cudnnDropoutBackward(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnDropoutBackward(bd, handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes) bd_inline_cudnnDropoutBackward(__FILE__, __LINE__, bd, handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnBuildRNNDynamic(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnBuildRNNDynamic(bd, handle, rnnDesc, miniBatch);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnBuildRNNDynamic(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnBuildRNNDynamic(handle, rnnDesc, miniBatch, bd, bd_file, bd_line) : bd_cudnnBuildRNNDynamic(bd, handle, rnnDesc, miniBatch);
}

static inline cudnnStatus_t bd_inline_cudnnBuildRNNDynamic(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBuildRNNDynamic)(handle, rnnDesc, miniBatch)
                                 : bd_gen_at_cudnnBuildRNNDynamic(handle, rnnDesc, miniBatch, bd, bd_file, bd_line);
}
#define bd_cudnnBuildRNNDynamic(bd, handle, rnnDesc, miniBatch) bd_inline_cudnnBuildRNNDynamic(__FILE__, __LINE__, bd, handle, rnnDesc, miniBatch)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetRNNTempSpaceSizes(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetRNNTempSpaceSizes(bd, handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetRNNTempSpaceSizes(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetRNNTempSpaceSizes(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize, bd, bd_file, bd_line) : bd_cudnnGetRNNTempSpaceSizes(bd, handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize);
}

static inline cudnnStatus_t bd_inline_cudnnGetRNNTempSpaceSizes(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNTempSpaceSizes)(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize)
                                 : bd_gen_at_cudnnGetRNNTempSpaceSizes(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize, bd, bd_file, bd_line);
}
#define bd_cudnnGetRNNTempSpaceSizes(bd, handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize) bd_inline_cudnnGetRNNTempSpaceSizes(__FILE__, __LINE__, bd, handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetRNNWeightSpaceSize(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetRNNWeightSpaceSize(bd, handle, rnnDesc, weightSpaceSize);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetRNNWeightSpaceSize(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetRNNWeightSpaceSize(handle, rnnDesc, weightSpaceSize, bd, bd_file, bd_line) : bd_cudnnGetRNNWeightSpaceSize(bd, handle, rnnDesc, weightSpaceSize);
}

static inline cudnnStatus_t bd_inline_cudnnGetRNNWeightSpaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightSpaceSize)(handle, rnnDesc, weightSpaceSize)
                                 : bd_gen_at_cudnnGetRNNWeightSpaceSize(handle, rnnDesc, weightSpaceSize, bd, bd_file, bd_line);
}
#define bd_cudnnGetRNNWeightSpaceSize(bd, handle, rnnDesc, weightSpaceSize) bd_inline_cudnnGetRNNWeightSpaceSize(__FILE__, __LINE__, bd, handle, rnnDesc, weightSpaceSize)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetRNNWeightParams(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetRNNWeightParams(bd, handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetRNNWeightParams(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetRNNWeightParams(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr, bd, bd_file, bd_line) : bd_cudnnGetRNNWeightParams(bd, handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr);
}

static inline cudnnStatus_t bd_inline_cudnnGetRNNWeightParams(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightParams)(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr)
                                 : bd_gen_at_cudnnGetRNNWeightParams(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr, bd, bd_file, bd_line);
}
#define bd_cudnnGetRNNWeightParams(bd, handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr) bd_inline_cudnnGetRNNWeightParams(__FILE__, __LINE__, bd, handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnRNNForward(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnRNNForward(bd, handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnRNNForward(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnRNNForward(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_file, bd_line) : bd_cudnnRNNForward(bd, handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
}

static inline cudnnStatus_t bd_inline_cudnnRNNForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNForward)(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)
                                 : bd_gen_at_cudnnRNNForward(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_file, bd_line);
}
#define bd_cudnnRNNForward(bd, handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace) bd_inline_cudnnRNNForward(__FILE__, __LINE__, bd, handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetMultiHeadAttnBuffers(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetMultiHeadAttnBuffers(bd, handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetMultiHeadAttnBuffers(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetMultiHeadAttnBuffers(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetMultiHeadAttnBuffers(bd, handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetMultiHeadAttnBuffers(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnBuffers)(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes)
                                 : bd_gen_at_cudnnGetMultiHeadAttnBuffers(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetMultiHeadAttnBuffers(bd, handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes) bd_inline_cudnnGetMultiHeadAttnBuffers(__FILE__, __LINE__, bd, handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetMultiHeadAttnWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetMultiHeadAttnWeights(bd, handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetMultiHeadAttnWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetMultiHeadAttnWeights(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr, bd, bd_file, bd_line) : bd_cudnnGetMultiHeadAttnWeights(bd, handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr);
}

static inline cudnnStatus_t bd_inline_cudnnGetMultiHeadAttnWeights(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnWeights)(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr)
                                 : bd_gen_at_cudnnGetMultiHeadAttnWeights(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr, bd, bd_file, bd_line);
}
#define bd_cudnnGetMultiHeadAttnWeights(bd, handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr) bd_inline_cudnnGetMultiHeadAttnWeights(__FILE__, __LINE__, bd, handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnMultiHeadAttnForward(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnMultiHeadAttnForward(bd, handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnMultiHeadAttnForward(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnMultiHeadAttnForward(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_file, bd_line) : bd_cudnnMultiHeadAttnForward(bd, handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
}

static inline cudnnStatus_t bd_inline_cudnnMultiHeadAttnForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnForward)(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)
                                 : bd_gen_at_cudnnMultiHeadAttnForward(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_file, bd_line);
}
#define bd_cudnnMultiHeadAttnForward(bd, handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace) bd_inline_cudnnMultiHeadAttnForward(__FILE__, __LINE__, bd, handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnRNNBackwardData_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnRNNBackwardData_v8(bd, handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnRNNBackwardData_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnRNNBackwardData_v8(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_file, bd_line) : bd_cudnnRNNBackwardData_v8(bd, handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
}

static inline cudnnStatus_t bd_inline_cudnnRNNBackwardData_v8(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardData_v8)(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)
                                 : bd_gen_at_cudnnRNNBackwardData_v8(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_file, bd_line);
}
#define bd_cudnnRNNBackwardData_v8(bd, handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace) bd_inline_cudnnRNNBackwardData_v8(__FILE__, __LINE__, bd, handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnRNNBackwardWeights_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnRNNBackwardWeights_v8(bd, handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnRNNBackwardWeights_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnRNNBackwardWeights_v8(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_file, bd_line) : bd_cudnnRNNBackwardWeights_v8(bd, handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
}

static inline cudnnStatus_t bd_inline_cudnnRNNBackwardWeights_v8(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardWeights_v8)(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)
                                 : bd_gen_at_cudnnRNNBackwardWeights_v8(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_file, bd_line);
}
#define bd_cudnnRNNBackwardWeights_v8(bd, handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace) bd_inline_cudnnRNNBackwardWeights_v8(__FILE__, __LINE__, bd, handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnMultiHeadAttnBackwardData(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnMultiHeadAttnBackwardData(bd, handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnMultiHeadAttnBackwardData(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnMultiHeadAttnBackwardData(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_file, bd_line) : bd_cudnnMultiHeadAttnBackwardData(bd, handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
}

static inline cudnnStatus_t bd_inline_cudnnMultiHeadAttnBackwardData(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardData)(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)
                                 : bd_gen_at_cudnnMultiHeadAttnBackwardData(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_file, bd_line);
}
#define bd_cudnnMultiHeadAttnBackwardData(bd, handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace) bd_inline_cudnnMultiHeadAttnBackwardData(__FILE__, __LINE__, bd, handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnMultiHeadAttnBackwardWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnMultiHeadAttnBackwardWeights(bd, handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnMultiHeadAttnBackwardWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnMultiHeadAttnBackwardWeights(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_file, bd_line) : bd_cudnnMultiHeadAttnBackwardWeights(bd, handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
}

static inline cudnnStatus_t bd_inline_cudnnMultiHeadAttnBackwardWeights(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardWeights)(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)
                                 : bd_gen_at_cudnnMultiHeadAttnBackwardWeights(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_file, bd_line);
}
#define bd_cudnnMultiHeadAttnBackwardWeights(bd, handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace) bd_inline_cudnnMultiHeadAttnBackwardWeights(__FILE__, __LINE__, bd, handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnCTCLoss(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnCTCLoss(bd, handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnCTCLoss(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnCTCLoss(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnCTCLoss(bd, handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnCTCLoss(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss)(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes)
                                 : bd_gen_at_cudnnCTCLoss(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnCTCLoss(bd, handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes) bd_inline_cudnnCTCLoss(__FILE__, __LINE__, bd, handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnCTCLoss_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnCTCLoss_v8(bd, handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnCTCLoss_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnCTCLoss_v8(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace, bd, bd_file, bd_line) : bd_cudnnCTCLoss_v8(bd, handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace);
}

static inline cudnnStatus_t bd_inline_cudnnCTCLoss_v8(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss_v8)(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace)
                                 : bd_gen_at_cudnnCTCLoss_v8(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace, bd, bd_file, bd_line);
}
#define bd_cudnnCTCLoss_v8(bd, handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace) bd_inline_cudnnCTCLoss_v8(__FILE__, __LINE__, bd, handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetCTCLossWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetCTCLossWorkspaceSize(bd, handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetCTCLossWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetCTCLossWorkspaceSize(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetCTCLossWorkspaceSize(bd, handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetCTCLossWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize)(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes)
                                 : bd_gen_at_cudnnGetCTCLossWorkspaceSize(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetCTCLossWorkspaceSize(bd, handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes) bd_inline_cudnnGetCTCLossWorkspaceSize(__FILE__, __LINE__, bd, handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetCTCLossWorkspaceSize_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetCTCLossWorkspaceSize_v8(bd, handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetCTCLossWorkspaceSize_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetCTCLossWorkspaceSize_v8(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetCTCLossWorkspaceSize_v8(bd, handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetCTCLossWorkspaceSize_v8(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize_v8)(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes)
                                 : bd_gen_at_cudnnGetCTCLossWorkspaceSize_v8(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetCTCLossWorkspaceSize_v8(bd, handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes) bd_inline_cudnnGetCTCLossWorkspaceSize_v8(__FILE__, __LINE__, bd, handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionForwardAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionForwardAlgorithmMaxCount(bd, handle, count);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionForwardAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionForwardAlgorithmMaxCount(handle, count, bd, bd_file, bd_line) : bd_cudnnGetConvolutionForwardAlgorithmMaxCount(bd, handle, count);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionForwardAlgorithmMaxCount(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, int *count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithmMaxCount)(handle, count)
                                 : bd_gen_at_cudnnGetConvolutionForwardAlgorithmMaxCount(handle, count, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionForwardAlgorithmMaxCount(bd, handle, count) bd_inline_cudnnGetConvolutionForwardAlgorithmMaxCount(__FILE__, __LINE__, bd, handle, count)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionForwardAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionForwardAlgorithm_v7(bd, handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionForwardAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionForwardAlgorithm_v7(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line) : bd_cudnnGetConvolutionForwardAlgorithm_v7(bd, handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionForwardAlgorithm_v7(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithm_v7)(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : bd_gen_at_cudnnGetConvolutionForwardAlgorithm_v7(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionForwardAlgorithm_v7(bd, handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults) bd_inline_cudnnGetConvolutionForwardAlgorithm_v7(__FILE__, __LINE__, bd, handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnFindConvolutionForwardAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnFindConvolutionForwardAlgorithm(bd, handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnFindConvolutionForwardAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnFindConvolutionForwardAlgorithm(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line) : bd_cudnnFindConvolutionForwardAlgorithm(bd, handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

static inline cudnnStatus_t bd_inline_cudnnFindConvolutionForwardAlgorithm(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithm)(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : bd_gen_at_cudnnFindConvolutionForwardAlgorithm(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line);
}
#define bd_cudnnFindConvolutionForwardAlgorithm(bd, handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults) bd_inline_cudnnFindConvolutionForwardAlgorithm(__FILE__, __LINE__, bd, handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnFindConvolutionForwardAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnFindConvolutionForwardAlgorithmEx(bd, handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnFindConvolutionForwardAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnFindConvolutionForwardAlgorithmEx(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnFindConvolutionForwardAlgorithmEx(bd, handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnFindConvolutionForwardAlgorithmEx(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithmEx)(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)
                                 : bd_gen_at_cudnnFindConvolutionForwardAlgorithmEx(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnFindConvolutionForwardAlgorithmEx(bd, handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes) bd_inline_cudnnFindConvolutionForwardAlgorithmEx(__FILE__, __LINE__, bd, handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnIm2Col(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnIm2Col(bd, handle, xDesc, x, wDesc, convDesc, colBuffer);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnIm2Col(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnIm2Col(handle, xDesc, x, wDesc, convDesc, colBuffer, bd, bd_file, bd_line) : bd_cudnnIm2Col(bd, handle, xDesc, x, wDesc, convDesc, colBuffer);
}

static inline cudnnStatus_t bd_inline_cudnnIm2Col(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnIm2Col)(handle, xDesc, x, wDesc, convDesc, colBuffer)
                                 : bd_gen_at_cudnnIm2Col(handle, xDesc, x, wDesc, convDesc, colBuffer, bd, bd_file, bd_line);
}
#define bd_cudnnIm2Col(bd, handle, xDesc, x, wDesc, convDesc, colBuffer) bd_inline_cudnnIm2Col(__FILE__, __LINE__, bd, handle, xDesc, x, wDesc, convDesc, colBuffer)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnReorderFilterAndBias(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnReorderFilterAndBias(bd, handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnReorderFilterAndBias(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnReorderFilterAndBias(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData, bd, bd_file, bd_line) : bd_cudnnReorderFilterAndBias(bd, handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData);
}

static inline cudnnStatus_t bd_inline_cudnnReorderFilterAndBias(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReorderFilterAndBias)(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData)
                                 : bd_gen_at_cudnnReorderFilterAndBias(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData, bd, bd_file, bd_line);
}
#define bd_cudnnReorderFilterAndBias(bd, handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData) bd_inline_cudnnReorderFilterAndBias(__FILE__, __LINE__, bd, handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionForwardWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionForwardWorkspaceSize(bd, handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionForwardWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetConvolutionForwardWorkspaceSize(bd, handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionForwardWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardWorkspaceSize)(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes)
                                 : bd_gen_at_cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionForwardWorkspaceSize(bd, handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes) bd_inline_cudnnGetConvolutionForwardWorkspaceSize(__FILE__, __LINE__, bd, handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnConvolutionForward(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnConvolutionForward(bd, handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnConvolutionForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnConvolutionForward(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y, bd, bd_file, bd_line) : bd_cudnnConvolutionForward(bd, handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y);
}
#define bd_cudnnConvolutionForward(bd, handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y) bd_inline_cudnnConvolutionForward(__FILE__, __LINE__, bd, handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnConvolutionBiasActivationForward(cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnConvolutionBiasActivationForward(bd, handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y);
}

static inline cudnnStatus_t bd_inline_cudnnConvolutionBiasActivationForward(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnConvolutionBiasActivationForward(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y, bd, bd_file, bd_line) : bd_cudnnConvolutionBiasActivationForward(bd, handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y);
}
#define bd_cudnnConvolutionBiasActivationForward(bd, handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y) bd_inline_cudnnConvolutionBiasActivationForward(__FILE__, __LINE__, bd, handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(bd, handle, count);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(handle, count, bd, bd_file, bd_line) : bd_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(bd, handle, count);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, int *count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount)(handle, count)
                                 : bd_gen_at_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(handle, count, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(bd, handle, count) bd_inline_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(__FILE__, __LINE__, bd, handle, count)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnFindConvolutionBackwardDataAlgorithm(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnFindConvolutionBackwardDataAlgorithm(bd, handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnFindConvolutionBackwardDataAlgorithm(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnFindConvolutionBackwardDataAlgorithm(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line) : bd_cudnnFindConvolutionBackwardDataAlgorithm(bd, handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

static inline cudnnStatus_t bd_inline_cudnnFindConvolutionBackwardDataAlgorithm(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithm)(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : bd_gen_at_cudnnFindConvolutionBackwardDataAlgorithm(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line);
}
#define bd_cudnnFindConvolutionBackwardDataAlgorithm(bd, handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults) bd_inline_cudnnFindConvolutionBackwardDataAlgorithm(__FILE__, __LINE__, bd, handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnFindConvolutionBackwardDataAlgorithmEx(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnFindConvolutionBackwardDataAlgorithmEx(bd, handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnFindConvolutionBackwardDataAlgorithmEx(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnFindConvolutionBackwardDataAlgorithmEx(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnFindConvolutionBackwardDataAlgorithmEx(bd, handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnFindConvolutionBackwardDataAlgorithmEx(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithmEx)(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)
                                 : bd_gen_at_cudnnFindConvolutionBackwardDataAlgorithmEx(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnFindConvolutionBackwardDataAlgorithmEx(bd, handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes) bd_inline_cudnnFindConvolutionBackwardDataAlgorithmEx(__FILE__, __LINE__, bd, handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionBackwardDataAlgorithm_v7(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionBackwardDataAlgorithm_v7(bd, handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionBackwardDataAlgorithm_v7(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionBackwardDataAlgorithm_v7(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line) : bd_cudnnGetConvolutionBackwardDataAlgorithm_v7(bd, handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionBackwardDataAlgorithm_v7(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7)(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : bd_gen_at_cudnnGetConvolutionBackwardDataAlgorithm_v7(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionBackwardDataAlgorithm_v7(bd, handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults) bd_inline_cudnnGetConvolutionBackwardDataAlgorithm_v7(__FILE__, __LINE__, bd, handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionBackwardDataWorkspaceSize(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionBackwardDataWorkspaceSize(bd, handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionBackwardDataWorkspaceSize(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionBackwardDataWorkspaceSize(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetConvolutionBackwardDataWorkspaceSize(bd, handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionBackwardDataWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataWorkspaceSize)(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes)
                                 : bd_gen_at_cudnnGetConvolutionBackwardDataWorkspaceSize(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionBackwardDataWorkspaceSize(bd, handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes) bd_inline_cudnnGetConvolutionBackwardDataWorkspaceSize(__FILE__, __LINE__, bd, handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnConvolutionBackwardData(cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnConvolutionBackwardData(bd, handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx);
}

static inline cudnnStatus_t bd_inline_cudnnConvolutionBackwardData(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnConvolutionBackwardData(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx, bd, bd_file, bd_line) : bd_cudnnConvolutionBackwardData(bd, handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx);
}
#define bd_cudnnConvolutionBackwardData(bd, handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx) bd_inline_cudnnConvolutionBackwardData(__FILE__, __LINE__, bd, handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetFoldedConvBackwardDataDescriptors(const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetFoldedConvBackwardDataDescriptors(bd, handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetFoldedConvBackwardDataDescriptors(const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetFoldedConvBackwardDataDescriptors(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc, bd, bd_file, bd_line) : bd_cudnnGetFoldedConvBackwardDataDescriptors(bd, handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc);
}

static inline cudnnStatus_t bd_inline_cudnnGetFoldedConvBackwardDataDescriptors(const char *bd_file, int bd_line, bound_dev_t *bd, const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFoldedConvBackwardDataDescriptors)(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc)
                                 : bd_gen_at_cudnnGetFoldedConvBackwardDataDescriptors(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc, bd, bd_file, bd_line);
}
#define bd_cudnnGetFoldedConvBackwardDataDescriptors(bd, handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc) bd_inline_cudnnGetFoldedConvBackwardDataDescriptors(__FILE__, __LINE__, bd, handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(bd, handle, count);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(handle, count, bd, bd_file, bd_line) : bd_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(bd, handle, count);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, int *count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount)(handle, count)
                                 : bd_gen_at_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(handle, count, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(bd, handle, count) bd_inline_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(__FILE__, __LINE__, bd, handle, count)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnFindConvolutionBackwardFilterAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnFindConvolutionBackwardFilterAlgorithm(bd, handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnFindConvolutionBackwardFilterAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnFindConvolutionBackwardFilterAlgorithm(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line) : bd_cudnnFindConvolutionBackwardFilterAlgorithm(bd, handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

static inline cudnnStatus_t bd_inline_cudnnFindConvolutionBackwardFilterAlgorithm(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithm)(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : bd_gen_at_cudnnFindConvolutionBackwardFilterAlgorithm(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line);
}
#define bd_cudnnFindConvolutionBackwardFilterAlgorithm(bd, handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults) bd_inline_cudnnFindConvolutionBackwardFilterAlgorithm(__FILE__, __LINE__, bd, handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnFindConvolutionBackwardFilterAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnFindConvolutionBackwardFilterAlgorithmEx(bd, handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnFindConvolutionBackwardFilterAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnFindConvolutionBackwardFilterAlgorithmEx(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnFindConvolutionBackwardFilterAlgorithmEx(bd, handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnFindConvolutionBackwardFilterAlgorithmEx(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx)(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)
                                 : bd_gen_at_cudnnFindConvolutionBackwardFilterAlgorithmEx(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnFindConvolutionBackwardFilterAlgorithmEx(bd, handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes) bd_inline_cudnnFindConvolutionBackwardFilterAlgorithmEx(__FILE__, __LINE__, bd, handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionBackwardFilterAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionBackwardFilterAlgorithm_v7(bd, handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionBackwardFilterAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionBackwardFilterAlgorithm_v7(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line) : bd_cudnnGetConvolutionBackwardFilterAlgorithm_v7(bd, handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionBackwardFilterAlgorithm_v7(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7)(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : bd_gen_at_cudnnGetConvolutionBackwardFilterAlgorithm_v7(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionBackwardFilterAlgorithm_v7(bd, handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults) bd_inline_cudnnGetConvolutionBackwardFilterAlgorithm_v7(__FILE__, __LINE__, bd, handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnGetConvolutionBackwardFilterWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnGetConvolutionBackwardFilterWorkspaceSize(bd, handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnGetConvolutionBackwardFilterWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnGetConvolutionBackwardFilterWorkspaceSize(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes, bd, bd_file, bd_line) : bd_cudnnGetConvolutionBackwardFilterWorkspaceSize(bd, handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnGetConvolutionBackwardFilterWorkspaceSize(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize)(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes)
                                 : bd_gen_at_cudnnGetConvolutionBackwardFilterWorkspaceSize(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnGetConvolutionBackwardFilterWorkspaceSize(bd, handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes) bd_inline_cudnnGetConvolutionBackwardFilterWorkspaceSize(__FILE__, __LINE__, bd, handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnConvolutionBackwardFilter(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnConvolutionBackwardFilter(bd, handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw);
}

static inline cudnnStatus_t bd_inline_cudnnConvolutionBackwardFilter(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnConvolutionBackwardFilter(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw, bd, bd_file, bd_line) : bd_cudnnConvolutionBackwardFilter(bd, handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw);
}
#define bd_cudnnConvolutionBackwardFilter(bd, handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw) bd_inline_cudnnConvolutionBackwardFilter(__FILE__, __LINE__, bd, handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnConvolutionBackwardBias(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnConvolutionBackwardBias(bd, handle, alpha, dyDesc, dy, beta, dbDesc, db);
}

static inline cudnnStatus_t bd_inline_cudnnConvolutionBackwardBias(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnConvolutionBackwardBias(handle, alpha, dyDesc, dy, beta, dbDesc, db, bd, bd_file, bd_line) : bd_cudnnConvolutionBackwardBias(bd, handle, alpha, dyDesc, dy, beta, dbDesc, db);
}
#define bd_cudnnConvolutionBackwardBias(bd, handle, alpha, dyDesc, dy, beta, dbDesc, db) bd_inline_cudnnConvolutionBackwardBias(__FILE__, __LINE__, bd, handle, alpha, dyDesc, dy, beta, dbDesc, db)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnMakeFusedOpsPlan(cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnMakeFusedOpsPlan(bd, handle, plan, constPack, workspaceSizeInBytes);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnMakeFusedOpsPlan(cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnMakeFusedOpsPlan(handle, plan, constPack, workspaceSizeInBytes, bd, bd_file, bd_line) : bd_cudnnMakeFusedOpsPlan(bd, handle, plan, constPack, workspaceSizeInBytes);
}

static inline cudnnStatus_t bd_inline_cudnnMakeFusedOpsPlan(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMakeFusedOpsPlan)(handle, plan, constPack, workspaceSizeInBytes)
                                 : bd_gen_at_cudnnMakeFusedOpsPlan(handle, plan, constPack, workspaceSizeInBytes, bd, bd_file, bd_line);
}
#define bd_cudnnMakeFusedOpsPlan(bd, handle, plan, constPack, workspaceSizeInBytes) bd_inline_cudnnMakeFusedOpsPlan(__FILE__, __LINE__, bd, handle, plan, constPack, workspaceSizeInBytes)

BD_GEN_NOTED cudnnStatus_t bd_gen_noted_cudnnFusedOpsExecute(cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cudnnFusedOpsExecute(bd, handle, plan, varPack);
}

BD_GEN_OUT_OF_LINE cudnnStatus_t bd_gen_at_cudnnFusedOpsExecute(cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cudnnFusedOpsExecute(handle, plan, varPack, bd, bd_file, bd_line) : bd_cudnnFusedOpsExecute(bd, handle, plan, varPack);
}

static inline cudnnStatus_t bd_inline_cudnnFusedOpsExecute(const char *bd_file, int bd_line, bound_dev_t *bd, cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFusedOpsExecute)(handle, plan, varPack)
                                 : bd_gen_at_cudnnFusedOpsExecute(handle, plan, varPack, bd, bd_file, bd_line);
}
#define bd_cudnnFusedOpsExecute(bd, handle, plan, varPack) bd_inline_cudnnFusedOpsExecute(__FILE__, __LINE__, bd, handle, plan, varPack)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cudnn.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
